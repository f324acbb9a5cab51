/** Deterministic bytes that follow no format (xorshift32): garbage bodies, ciphertext, files that are nothing. */
export function noiseBytes(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}
