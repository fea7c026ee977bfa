import { readFileSync } from 'node:fs';
const { tokenize } = await import('/work/main/dist-perf/src/privacy/gazetteer/tokenize.js');
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
const ref = (text) => { const out = []; WORD.lastIndex = 0; for (let m = WORD.exec(text); m; m = WORD.exec(text)) out.push(`${m.index}:${m[0]}:${m[0].toLowerCase()}`); return out.join('|'); };
const mine = (text) => tokenize(text).map((t) => `${t.start}:${t.text}:${t.lower}`).join('|');
const texts = readFileSync('/work/shared/eval/pii_presidio_research_generated_large.jsonl','utf8').split('\n').filter(Boolean).map(l=>JSON.parse(l).text);
for (const f of ['langid_sentences_dev.jsonl','lemma_ud_fr_dev.jsonl','lemma_ud_en_dev.jsonl']) { try { texts.push(...readFileSync('/work/shared/eval/'+f,'utf8').split('\n').filter(Boolean).map(l=>{const o=JSON.parse(l); return o.text ?? o.sentence ?? JSON.stringify(o);})); } catch (e) { console.log(e.message); } }
// random strings over a tricky alphabet
const alphabet = ["a","Z","é","ß","İ","'","’","-"," ",".","1","\u0301","\ud835\udc00","\ud83d\ude00","\ud800","\udc00","中","ー","ـ","\u200d","٣","Ⅻ","ǅ","x-","--","''"];
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
for (let k = 0; k < 200000; k++) { let s = ''; const n = 1 + Math.floor(rnd() * 12); for (let j = 0; j < n; j++) s += alphabet[Math.floor(rnd() * alphabet.length)]; texts.push(s); }
// every BMP char alone and next to letters
for (let c = 0; c < 0x10000; c += 1) texts.push(`a${String.fromCharCode(c)}b ${String.fromCharCode(c)}-x`);
let bad = 0;
for (const t of texts) if (ref(t) !== mine(t)) { if (bad++ < 5) console.log('DIFF', JSON.stringify(t), ref(t), mine(t)); }
console.log(texts.length, 'texts', bad, 'differences');
