import t from 'tap';
import { chainRewriters, type ChunkRewriter } from '../../src/streaming/chunk-rewriter.js';

/** Holds every chunk back until flush, tagging it with a name. */
function holding(name: string): ChunkRewriter {
  const held: unknown[] = [];
  return {
    rewrite: (chunk) => (held.push(chunk), []),
    flush: () => held.splice(0).map((chunk) => ({ [name]: chunk })),
  };
}

t.test('a chain flushes each rewriter through the ones after it', async (t) => {
  const chain = chainRewriters([holding('a'), holding('b')]);
  t.same(chain?.rewrite(1), []);
  t.same(chain?.flush(), [{ b: { a: 1 } }]);
});

t.test('no rewriters means no chain', async (t) => {
  t.equal(chainRewriters([]), undefined);
});
