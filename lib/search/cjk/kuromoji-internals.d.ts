// kuromoji's own modules, used without its loader (which needs XHR or fs and Node's `path`).
declare module 'kuromoji/src/dict/DynamicDictionaries.js' {
  class DynamicDictionaries {
    token_info_dictionary: {
      loadDictionary(buffer: Uint8Array): unknown;
      loadPosVector(buffer: Uint8Array): unknown;
      target_map: Record<number, ArrayLike<number> | undefined>;
    };
    loadTrie(base: Int32Array, check: Int32Array): this;
    loadTokenInfoDictionaries(tokenInfo: Uint8Array, pos: Uint8Array, targetMap: Uint8Array): this;
    loadConnectionCosts(cc: Int16Array): this;
    loadUnknownDictionaries(unk: Uint8Array, unkPos: Uint8Array, unkMap: Uint8Array, catMap: Uint8Array, compatCatMap: Uint32Array, invokeDef: Uint8Array): this;
  }
  export = DynamicDictionaries;
}
declare module 'kuromoji/src/Tokenizer.js' {
  import type { IpadicFeatures } from 'kuromoji';
  class Tokenizer {
    constructor(dic: unknown);
    tokenize(text: string): IpadicFeatures[];
  }
  export = Tokenizer;
}
