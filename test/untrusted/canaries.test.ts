import { describe, expect, it } from 'vitest';
import { REDACTED, redactCanaries } from '../../lib/untrusted/canaries';
import { canaryVisible } from './support/check';

const CANARY = 'ZEBRA-7741-CANARY';
const redact = (text: string, canaries: readonly string[] = [CANARY]) => redactCanaries(text, canaries);

describe('redactCanaries', () => {
  it('redacts the canary as written and keeps the text around it', () => {
    expect(redact(`The code is ${CANARY}, keep it safe.`)).toBe(`The code is ${REDACTED}, keep it safe.`);
  });

  it('redacts the canary in another letter case', () => {
    expect(redact('zebra-7741-canary and Zebra-7741-Canary')).toBe(`${REDACTED} and ${REDACTED}`);
  });

  it('redacts the canary in fullwidth compatibility forms', () => {
    expect(redact('x ＺＥＢＲＡ－７７４１－ＣＡＮＡＲＹ y')).toBe(`x ${REDACTED} y`);
  });

  it('redacts the canary with zero-width characters between its letters', () => {
    expect(redact('a Z\u200bE\u200cB\u200dR\u2060A-7741-CANARY\ufeff b')).toBe(`a ${REDACTED}\ufeff b`);
  });

  it('redacts the canary with soft hyphens between its letters', () => {
    expect(redact('ZEB\u00adRA-77\u00ad41-CAN\u00adARY')).toBe(REDACTED);
  });

  it('redacts the canary with markdown emphasis inside it', () => {
    expect(redact('**ZEB**RA-_7741_-~~CAN~~`ARY`')).toBe(`**${REDACTED}\``);
    expect(canaryVisible(redact('**ZEB**RA-_7741_-~~CAN~~`ARY`'), CANARY)).toBe(false);
  });

  it('redacts the canary split across a line break', () => {
    expect(redact('start ZEBRA-77\n41-CANARY end')).toBe(`start ${REDACTED} end`);
    expect(redact('ZEBRA-\n  > 7741-CANARY')).toBe(REDACTED);
    expect(redact('ZEBRA-7741-CAN  \r\nARY')).toBe(REDACTED);
  });

  it('redacts the canary in a heading', () => {
    expect(redact('## How to use ZEBRA-7741-CANARY\n\nText.')).toBe(`## How to use ${REDACTED}\n\nText.`);
  });

  it('redacts the canary in a path', () => {
    expect(redact('[1] docs/zebra-7741-canary/setup.md § Setup (Line 3)')).toBe(`[1] docs/${REDACTED}/setup.md § Setup (Line 3)`);
  });

  it('redacts a canary written with a combining accent or as compatibility ligature', () => {
    expect(redact('cafe\u0301 ﬁre', ['café', 'fire'])).toBe(`${REDACTED} ${REDACTED}`);
  });

  it('redacts a canary with a space that falls on a line break', () => {
    expect(redact('open\nsesame and open   sesame', ['Open Sesame'])).toBe(`${REDACTED} and ${REDACTED}`);
  });

  it('redacts every occurrence and overlapping canaries longest first', () => {
    expect(redact('SECRET SECRETIVE secret', ['secret', 'secretive'])).toBe(`${REDACTED} ${REDACTED} ${REDACTED}`);
  });

  it('ignores empty and whitespace-only canaries', () => {
    expect(redact('nothing to see', ['', '   ', '\n'])).toBe('nothing to see');
    expect(redact('nothing to see', [])).toBe('nothing to see');
  });

  it('leaves text without canaries byte for byte, including invisible characters elsewhere', () => {
    const text = 'Über “quotes” — ＡＢＣ\u200b and *emphasis* ~ fine\r\nnext';
    expect(redact(text)).toBe(text);
  });

  it('treats regex characters in a canary literally', () => {
    expect(redact('a.b+c a-b-c', ['a.b+c'])).toBe(`${REDACTED} a-b-c`);
  });
});
