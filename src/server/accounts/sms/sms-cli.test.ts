import { describe, expect, it } from 'vitest';
import { runSmsCli } from './sms-cli.ts';

const kept = [
  { messageId: 'b', dealer: 'harbour-mazda', phone: '0499000111', text: '654321 is your code', sentAt: '2026-03-02T09:00:05.000Z' },
  { messageId: 'a', dealer: 'westside-used-cars', phone: '0412345678', text: '123456 is your code', sentAt: '2026-03-02T09:00:00.000Z' },
];

const replies: unknown[] = [];
const reply = async (r: { phone: string; text: string }) => (replies.push(r), { stop: r.text === 'STOP', paused: r.text === 'STOP' ? 2 : 0 });

describe('npm run sms', () => {
  it('lists the kept messages newest first with phone, text and time', async () => {
    let asked = 0;
    const { out, code } = await runSmsCli(['list'], { list: async (limit) => ((asked = limit), kept), reply });
    expect(code).toBe(0);
    expect(asked).toBe(20);
    expect(out.trim().split('\n')).toEqual([
      '2026-03-02T09:00:05.000Z  harbour-mazda          0499000111  654321 is your code',
      '2026-03-02T09:00:00.000Z  westside-used-cars     0412345678  123456 is your code',
    ]);
  });

  it('prints JSON with --json and honours --limit', async () => {
    let asked = 0;
    const { out } = await runSmsCli(['list', '--json', '--limit', '1'], { list: async (limit) => ((asked = limit), kept.slice(0, limit)), reply });
    expect(asked).toBe(1);
    expect(JSON.parse(out)).toEqual([kept[0]]);
  });

  it('shows its usage for anything else', async () => {
    expect((await runSmsCli([], { list: async () => [], reply })).code).toBe(2);
    expect((await runSmsCli(['list', '--limit', 'x'], { list: async () => [], reply })).code).toBe(2);
  });
});

describe('npm run sms on text holding terminal escapes', () => {
  it('shows them escaped, in the list and in JSON', async () => {
    const hostile = [{ ...kept[0]!, text: '654321 is your code for Evil\u001b]8;;https://evil.example\u0007Motors\u009b2J' }];
    const { out } = await runSmsCli(['list'], { list: async () => hostile, reply });
    expect(out).toContain('654321 is your code for Evil\\x1b]8;;https://evil.example\\x07Motors\\u009b2J');
    const json = (await runSmsCli(['list', '--json'], { list: async () => hostile, reply })).out;
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('hands a reply from a mobile to the provider and says whether it stopped alerts; a bad mobile or no text is a usage error', async () => {
    expect(await runSmsCli(['reply', '+61 412 555 301', 'STOP'], { list: async () => [], reply })).toEqual({
      out: 'STOP from 0412555301: 2 saved searches paused on every site.\n',
      code: 0,
    });
    expect((await runSmsCli(['reply', '0412555301', 'Thanks'], { list: async () => [], reply })).out).toBe('Reply from 0412555301 kept; it stops nothing.\n');
    expect(replies).toEqual([
      { phone: '0412555301', text: 'STOP' },
      { phone: '0412555301', text: 'Thanks' },
    ]);
    expect((await runSmsCli(['reply', '0299998888', 'STOP'], { list: async () => [], reply })).code).toBe(2);
    expect((await runSmsCli(['reply', '0412555301'], { list: async () => [], reply })).code).toBe(2);
  });
});
