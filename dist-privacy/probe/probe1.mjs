let t=performance.now();
const f = await import('@faker-js/faker');
console.log('faker import ms', performance.now()-t);
const en=f.en;
console.log(Object.keys(en.person), Object.keys(en.location||{}), Object.keys(en.company||{}));
const fn=en.person.first_name; console.log(typeof fn, Array.isArray(fn)? fn.length : Object.keys(fn));
for (const loc of ['en','de','fr','es','it','nl','en_US','en_GB','pt_BR','sv','fi','pl','ru','nb_NO','da','cs_CZ','hu','tr']) {
  const p=f[loc]?.person; if(!p){console.log(loc,'none');continue}
  const c=(x)=> x==null?0: Array.isArray(x)?x.length: Object.values(x).reduce((a,b)=>a+(b?.length||0),0);
  console.log(loc, 'first',c(p.first_name),'last',c(p.last_name),'pre',JSON.stringify(p.prefix)?.slice(0,100), 'lastpat', JSON.stringify(p.last_name_pattern)?.slice(0,100));
}
console.log(JSON.stringify(en.person.last_name).slice(0,200));
console.log(Object.keys(f.de.location), JSON.stringify(f.de.location.country).slice(0,200));
