// The part of nspell (MIT) the spelling check uses: the dictionary's words, after the affix rules
// are applied, each with the flags of its root (none for a derived form).
declare module "nspell" {
  interface NSpell {
    data: Record<string, string[]>;
    correct(word: string): boolean;
  }
  export default function nspell(dictionary: { aff: Uint8Array; dic: Uint8Array }): NSpell;
}
