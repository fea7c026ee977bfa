/** Scales a vector to unit length in place (a zero vector stays zero). */
export function normalize(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let index = 0; index < vector.length; index++) vector[index] = (vector[index] as number) / norm;
  return vector;
}

/**
 * Mean of the token vectors a mask marks as real (padding excluded), per row of a
 * [batch, sequence, dimensions] tensor: sentence-transformers' mean pooling.
 */
export function meanPool(data: ArrayLike<number>, dims: readonly number[], mask: ArrayLike<bigint | number>): Float32Array[] {
  const [batch = 0, sequence = 0, dimensions = 0] = dims;
  const vectors: Float32Array[] = [];
  for (let row = 0; row < batch; row++) {
    const vector = new Float32Array(dimensions);
    let count = 0;
    for (let position = 0; position < sequence; position++) {
      if (Number(mask[row * sequence + position] ?? 0) === 0) continue;
      count++;
      const offset = (row * sequence + position) * dimensions;
      for (let column = 0; column < dimensions; column++) vector[column] = (vector[column] as number) + (data[offset + column] as number);
    }
    if (count > 0) for (let column = 0; column < dimensions; column++) vector[column] = (vector[column] as number) / count;
    vectors.push(vector);
  }
  return vectors;
}

/** Splits a [batch, dimensions] tensor into rows. */
export function rows(data: ArrayLike<number>, dims: readonly number[]): Float32Array[] {
  const [batch = 0, dimensions = 0] = dims;
  return Array.from({ length: batch }, (_, row) => Float32Array.from({ length: dimensions }, (_, column) => data[row * dimensions + column] as number));
}
