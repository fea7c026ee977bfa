let t=performance.now();
const nlp=(await import('compromise')).default;
console.log('compromise import', performance.now()-t);
t=performance.now();
const m=nlp.model(); const lex=m.one.lexicon; console.log('lex', Object.keys(lex).length, performance.now()-t);
const tags={}; for (const v of Object.values(lex)) { const k=Array.isArray(v)?v.join(','):v; tags[k]=(tags[k]||0)+1; }
console.log(Object.entries(tags).sort((a,b)=>b[1]-a[1]).slice(0,40));
for (const w of ['will','may','mark','rose','frank','bill','john','paris','the','house','run','go','jordan','china','turkey','hope','grace','apple']) console.log(w, lex[w]);
t=performance.now();
const doc=nlp('Hello, this is Mr. Frank Miller from Berlin. I work at Google in Paris, France.');
console.log(JSON.stringify(doc.people().json({offset:true}).map(x=>[x.text,x.offset])), JSON.stringify(doc.places().out('offset')), performance.now()-t);
console.log(Object.keys(m.one), Object.keys(m.two||{}));
