type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array;

/**
 * An append-only typed array that doubles when full: postings and rows are collected without a
 * plain-array element per value. `data` may be longer than `length`; read only `[0, length)`.
 */
export class Growable<T extends TypedArray> {
  data: T;
  length = 0;
  constructor(
    private readonly make: (size: number) => T,
    capacity = 1024,
  ) {
    this.data = make(capacity);
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
}

/** A growable Uint32Array. */
export const growU32 = (capacity?: number) => new Growable((n) => new Uint32Array(n), capacity);
/** A growable Uint8Array. */
export const growU8 = (capacity?: number) => new Growable((n) => new Uint8Array(n), capacity);
/** A growable Uint16Array. */
export const growU16 = (capacity?: number) => new Growable((n) => new Uint16Array(n), capacity);
/** A growable Int32Array. */
export const growI32 = (capacity?: number) => new Growable((n) => new Int32Array(n), capacity);
