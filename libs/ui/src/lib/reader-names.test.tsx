// How a line names its seats for its reader, the one way every game words them: the reader's
// own seat as "You"/"you"/"your" (你, 你的) and never by name, others by name, a spectator by
// names only, bots in the reader's language, lists, a seat named with what it plays, captions.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, readerNames, readerNamesFor, seatNames, TableInfoProvider, useReaderNames, type NamedSeat } from '../index';

afterEach(cleanup);

// Seat 0 Ada, seat 1 Bo, seat 2 Chen, seat 3 a bot (the server calls it "Bot 4" in English).
const SEATS: NamedSeat[] = [
  { id: 0, name: 'Ada' },
  { id: 1, name: 'Bo' },
  { id: 2, name: 'Chen' },
  { id: 3, name: 'Bot 4', bot: true },
];
const en = (me: string | null) => readerNamesFor(createI18n({ language: 'en' }), me, SEATS);
const zh = (me: string | null) => readerNamesFor(createI18n({ language: 'zh-TW' }), me, SEATS);

describe('a seat in a sentence', () => {
  it('is "You" opening it, "you" inside it and "Your"/"your" as an owner for the reader, never their name', () => {
    const names = en('1');
    expect([names.start('1'), names.mid('1'), names.whoseStart('1'), names.whose('1')]).toEqual(['You', 'you', 'Your', 'your']);
    expect(names.me).toBe('1');
    expect(names.isMe('1')).toBe(true);
    expect(names.context('1')).toBe('you');
  });

  it('is its name for every other seat, in every place', () => {
    const names = en('1');
    expect([names.start('0'), names.mid('0'), names.whoseStart('0'), names.whose('0')]).toEqual(['Ada', 'Ada', "Ada's", "Ada's"]);
    expect(names.isMe('0')).toBe(false);
    expect(names.isMe(undefined)).toBe(false);
    expect(names.context('0')).toBeUndefined();
    expect(names.context(undefined)).toBeUndefined();
  });

  it('is a name for a spectator, whoever it is', () => {
    const names = en(null);
    expect(['0', '1', '2'].map((seat) => [names.start(seat), names.mid(seat), names.whose(seat)])).toEqual([
      ['Ada', 'Ada', "Ada's"],
      ['Bo', 'Bo', "Bo's"],
      ['Chen', 'Chen', "Chen's"],
    ]);
    expect(names.me).toBeNull();
    expect(['0', '1', '2', '3'].map(names.context)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('is 你 and 你的 in Traditional Chinese, a name with the 的 of an owner (spaced from it) for another seat', () => {
    const names = zh('1');
    expect([names.start('1'), names.mid('1'), names.whoseStart('1'), names.whose('1')]).toEqual(['你', '你', '你的', '你的']);
    expect([names.start('0'), names.mid('0'), names.whose('0')]).toEqual(['Ada', 'Ada', 'Ada 的']);
    expect(zh(null).whose('1')).toBe('Bo 的');
    expect(zh(null).start('1')).toBe('Bo');
  });

  it('names a bot in the reader’s language, and the bot’s own seat reads it as "you"', () => {
    expect(en('0').start('3')).toBe('Bot 4');
    expect(zh('0').start('3')).toBe('機器人 4');
    expect(zh('0').whose('3')).toBe('機器人 4 的');
    expect(en('3').start('3')).toBe('You');
    expect(zh('3').mid('3')).toBe('你');
    // A seat the match data does not know is "Player n", in the reader's language too.
    expect(en(null).plain('5')).toBe('Player 6');
    expect(zh(null).plain('5')).toBe('玩家 6');
  });
});

describe('a seat named with what it plays', () => {
  it('follows the seat with it, the reader as "You"/"you" in place', () => {
    const names = en('0');
    expect(names.start({ seat: '0', as: 'Ghost' })).toBe('You (Ghost)');
    expect(names.mid({ seat: '0', as: 'Ghost' })).toBe('you (Ghost)');
    expect(names.start({ seat: '1', as: 'Belle' })).toBe('Bo (Belle)');
    expect(names.mid({ seat: '3', as: 'Doc' })).toBe('Bot 4 (Doc)');
    expect(en(null).start({ seat: '0', as: 'Ghost' })).toBe('Ada (Ghost)');
  });

  it('uses full-width brackets in Traditional Chinese', () => {
    expect(zh('0').start({ seat: '0', as: '幽靈' })).toBe('你（幽靈）');
    expect(zh('0').mid({ seat: '1', as: '美女' })).toBe('Bo（美女）');
    expect(zh(null).mid({ seat: '0', as: '幽靈' })).toBe('Ada（幽靈）');
    expect(zh('1').mid({ seat: '3', as: '醫生' })).toBe('機器人 4（醫生）');
  });

  it('reads as what it plays alone when no seat plays it', () => {
    expect(en('0').start({ seat: undefined, as: 'Ghost' })).toBe('Ghost');
    expect(en('0').label({ seat: undefined, as: 'Ghost' })).toBe('Ghost');
  });

  it('keeps its own name in plain, even for the reader', () => {
    expect(en('0').plain('0')).toBe('Ada');
    expect(en('0').plain({ seat: '0', as: 'Ghost' })).toBe('Ada (Ghost)');
    expect(zh('0').plain({ seat: '0', as: '幽靈' })).toBe('Ada（幽靈）');
  });
});

describe('a seat as a caption', () => {
  it('marks the reader’s own with "(you)" and leaves others’ names alone', () => {
    expect(en('0').label('0')).toBe('Ada (you)');
    expect(en('0').label('1')).toBe('Bo');
    expect(en('0').label({ seat: '0', as: 'Ghost' })).toBe('Ada (Ghost, you)');
    expect(en('0').label({ seat: '1', as: 'Belle' })).toBe('Bo (Belle)');
    expect(en(null).label('0')).toBe('Ada');
    expect(en('3').label('3')).toBe('Bot 4 (you)');
  });

  it('marks it with （你） in Traditional Chinese', () => {
    expect(zh('0').label('0')).toBe('Ada（你）');
    expect(zh('3').label('3')).toBe('機器人 4（你）');
    expect(zh('0').label({ seat: '0', as: '幽靈' })).toBe('Ada（幽靈，你）');
    expect(zh(null).label('0')).toBe('Ada');
  });
});

describe('a list of seats', () => {
  it('joins them as each language joins words, the reader as "you"', () => {
    expect(en('1').list(['0', '2', '1'])).toBe('Ada, Chen, and you');
    expect(en('1').list(['0', '1'])).toBe('Ada and you');
    expect(en('1').list(['2'])).toBe('Chen');
    expect(en('1').list([])).toBe('');
    expect(zh('1').list(['0', '2', '1'])).toBe('Ada、Chen 和你');
    expect(en(null).list(['0', '2', '1'])).toBe('Ada, Chen, and Bo');
    expect(zh(null).list(['0', '1'])).toBe('Ada 和 Bo');
  });

  it('opens a sentence with "You" only when asked to, and only its first seat', () => {
    expect(en('1').list(['1', '0'], { start: true })).toBe('You and Ada');
    expect(en('1').list(['0', '1'], { start: true })).toBe('Ada and you');
    expect(en('1').list(['1', '0'])).toBe('you and Ada');
  });

  it('names bots in the reader’s language', () => {
    expect(en('0').list(['3', '1'])).toBe('Bot 4 and Bo');
    expect(zh('0').list(['3', '0'])).toBe('機器人 4 和你');
  });

  it('names seats with what they play', () => {
    const bandits = [
      { seat: '1', as: 'Django' },
      { seat: '0', as: 'Ghost' },
    ];
    expect(en('0').list(bandits, { start: true })).toBe('Bo (Django) and you (Ghost)');
    expect(en('1').list(bandits, { start: true })).toBe('You (Django) and Ada (Ghost)');
    expect(zh('1').list([{ seat: '1', as: '姜戈' }, { seat: '0', as: '幽靈' }], { start: true })).toBe('你（姜戈）和 Ada（幽靈）');
  });

  it('names at most `most` seats, then counts the others, never hiding the reader among them', () => {
    const ten = ['1', '2', '4', '5', '6', '7', '8', '9'];
    expect(en(null).list(ten, { most: 3 })).toBe('Bo, Chen, and 6 others');
    expect(en(null).list(['1', '2', '4'], { most: 3 })).toBe('Bo, Chen, and Player 5');
    expect(en(null).list(['1', '2', '4', '5'], { most: 3 })).toBe('Bo, Chen, and 2 others');
    expect(en(null).list(['1', '2', '4', '5', '6'], { most: 2 })).toBe('Bo and 4 others');
    expect(en('8').list(ten, { most: 3 })).toBe('Bo, you, and 6 others');
    expect(en('1').list(ten, { most: 3, start: true })).toBe('You, Chen, and 6 others');
    expect(en(null).list(['1', '2', '4', '5'], { most: 1 })).toBe('Bo and 3 others');
    expect(zh(null).list(ten, { most: 3 })).toBe('Bo、Chen 和其他 6 人');
    expect(zh('8').list(ten, { most: 3 })).toBe('Bo、你和其他 6 人');
  });

  it('counts one other as one', () => {
    expect(en(null).list(['0', '1', '2'], { most: 2 })).toBe('Ada and 2 others');
    expect(en(null).list(['0', '1'], { most: 1 })).toBe('Ada and 1 other');
  });
});

describe('a sentence opening with a seat named inside it', () => {
  it('starts with a capital in English, and is left as it is in Chinese', () => {
    const names = en('0');
    expect(names.sentence(`${names.mid('0')} drew 2 cards`)).toBe('You drew 2 cards');
    expect(names.sentence(`${names.whose('0')} turn`)).toBe('Your turn');
    expect(names.sentence('Ada drew 2 cards')).toBe('Ada drew 2 cards');
    expect(names.sentence('')).toBe('');
    expect(zh('0').sentence('你抽了 2 張牌')).toBe('你抽了 2 張牌');
  });
});

describe('the pure entry', () => {
  it('takes a function for the seats’ own names (a game’s own way of naming a seat)', () => {
    const names = readerNamesFor(createI18n({ language: 'en' }), '1', (seat) => `Seat ${Number(seat) + 1}`);
    expect([names.start('0'), names.mid('1'), names.whose('2')]).toEqual(['Seat 1', 'you', "Seat 3's"]);
  });

  it('gives the names a board gives, with the same seat names', () => {
    const i18n = createI18n({ language: 'zh-TW' });
    const t = i18n.getFixedT('zh-TW', 'ui') as unknown as Parameters<typeof readerNames>[0];
    const names = readerNames(t, seatNames(t, SEATS), '0', 'zh-TW');
    expect(names.list(['3', '0', '1'])).toBe(zh('0').list(['3', '0', '1']));
    // A game's own t reads the ui namespace too: its keys name it.
    const game = createI18n({ language: 'en', namespaces: { game: { en: { x: 'x' }, 'zh-TW': { x: 'x' } } } }).getFixedT('en', 'game') as unknown as Parameters<typeof readerNames>[0];
    expect(readerNames(game, seatNames(game, SEATS), '0').whoseStart('0')).toBe('Your');
    expect(seatNames(game, SEATS)('3')).toBe('Bot 4');
  });
});

describe('on a board', () => {
  it('reads the names the room gives, bots in the reader’s language, the reader as 你', () => {
    function Line({ me }: { me: string | null }) {
      const names = useReaderNames(SEATS, me);
      return <p>{[names.start('0'), names.mid('1'), names.mid('3'), names.label('0'), names.list(['1', '0'])].join('|')}</p>;
    }
    render(
      <I18nextProvider i18n={createI18n({ language: 'zh-TW' })}>
        <Line me="0" />
        <TableInfoProvider value={{ me: null, seats: { '1': { name: 'Bonnie' } } }}>
          <Line me={null} />
        </TableInfoProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('你|Bo|機器人 4|Ada（你）|Bo 和你')).toBeTruthy();
    expect(screen.getByText('Ada|Bonnie|機器人 4|Ada|Bonnie 和 Ada')).toBeTruthy();
  });
});
