import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Art } from './art';
import { AsideHostProvider, BoardAside, BoardLayout } from './board-layout';
import { Card } from './card';
import { Dock } from './dock';
import { GameLog } from './game-log';
import { Hand } from './hand';
import { Meter } from './meter';
import { Pile } from './pile';
import { ResponsePrompt } from './response-prompt';
import { RoundTable } from './round-table';
import { TableInfoProvider, type TableInfo } from './table-info';
import { TableSeat, type SeatStatus } from './table-seat';
import { icons } from './story-icons.generated';
import { withFrame, withLocale } from '../testing';

// A made-up game, to show the table's parts: not any real game's board.
const NAMES = ['Ada', 'Bartholomew Featherstonehaugh', 'Chen', 'Dmitri', 'Eve', 'Farah', 'Gus', 'Hana', 'Ivo', 'Juno'];
const PICTURES = [icons['cowboy-boot'], icons['law-star'], icons.cat, icons['steam-locomotive'], icons.meeple];

function info(seats: number): TableInfo {
  const now = Date.now();
  return {
    me: '0',
    seats: Object.fromEntries(
      NAMES.slice(0, seats).map((name, i) => [
        String(i),
        {
          name: i === 3 ? 'Bot 4' : name,
          ...(i === 3 ? { bot: true } : {}),
          ...(i === 4 ? { connected: false, botPlaying: true } : { connected: true }),
          ...(i === 1 ? { clock: { dueAt: now + 42_000, totalMs: 60_000, kind: 'turn' as const } } : {}),
          ...(i === 0 ? { clock: { dueAt: now + 8_000, totalMs: 30_000, kind: 'response' as const } } : {}),
        },
      ]),
    ),
  };
}

function seat(i: number, onPick?: () => void) {
  const status: SeatStatus = i === 1 ? 'playing' : i === 0 ? 'responding' : i === 5 ? 'out' : 'waiting';
  return {
    id: String(i),
    node: (
      <TableSeat
        seat={String(i)}
        status={status}
        isMe={i === 0}
        cardCount={status === 'out' ? 0 : 4 - (i % 3)}
        portrait={<Art icon={PICTURES[i % PICTURES.length]!} />}
        portraitHelp={{ title: NAMES[i]!, kind: 'Character', text: 'Draws one card more each turn.', art: PICTURES[i % PICTURES.length]! }}
        badges={i === 2 ? <span>2</span> : undefined}
        {...(onPick && i !== 0 && i !== 5 ? { onPick, pickLabel: `Aim at ${NAMES[i]}` } : {})}
      >
        <Meter value={i === 5 ? 0 : 4 - (i % 2)} max={4} label={`${4 - (i % 2)} of 4 life`} />
        {i % 2 === 0 && status !== 'out' && <Card size="tiny" label="Barrel Q♠" name="Barrel" corner="Q♠" art={icons.barrel} tone="blue" help={{ title: 'Barrel', text: 'Draw! when shot at: a Heart counts as a Missed!' }} />}
      </TableSeat>
    ),
  };
}

function Demo({ seats, picking = false }: { seats: number; picking?: boolean }) {
  const lines = Array.from({ length: 30 }, (_, i) => ({ key: i, text: `${NAMES[i % seats]} played a card (${i + 1}).` }));
  return (
    // As in the room, the log goes to a side panel (not drawn here), not under the table.
    <AsideHostProvider>
    <TableInfoProvider value={info(seats)}>
      <BoardLayout
        label="A made-up game"
        table={
          <RoundTable
            me="0"
            seats={Array.from({ length: seats }, (_, i) => seat(i, picking ? fn() : undefined))}
            center={
              <>
                <Pile label="Draw pile" count={41} back={icons.meeple} />
                <Pile label="Discard pile" count={5} top={<Card label="Beer 6♥" name="Beer" corner="6♥" art={icons['beer-stein']} tone="brown" />} />
              </>
            }
          />
        }
        dock={
          <Dock
            latest={lines.at(-1)!.text}
            prompt={
              <ResponsePrompt
                kind="shot"
                title="Bartholomew shoots at you"
                actions={
                  <>
                    <button type="button">Play Missed!</button>
                    <button type="button">Take the hit</button>
                  </>
                }
              >
                <p>Play a Missed! or lose 1 life.</p>
              </ResponsePrompt>
            }
          >
            <Hand>
              {['Dynamite', 'Beer', 'Revolver', 'Cat', 'Barrel', 'Boot'].map((name, i) => (
                <Card key={name} id={`h${i}`} label={`${name} ${i + 2}♦`} name={name} corner={`${i + 2}♦`} art={Object.values(icons)[i]!} tone={i % 2 ? 'blue' : 'brown'} playable={i < 3} onSelect={fn()} help={{ title: name, text: `What ${name} does.`, rulings: ['A ruling.'] }} />
              ))}
            </Hand>
          </Dock>
        }
      >
        <BoardAside slot="log" title="Game log">
          <GameLog lines={lines} />
        </BoardAside>
      </BoardLayout>
    </TableInfoProvider>
    </AsideHostProvider>
  );
}

const meta = {
  title: 'UI/Table',
  component: Demo,
  decorators: [withLocale()],
  args: { seats: 8 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Eight seats at a laptop's size: yours at the bottom, the next to play at your left. */
export const EightOnLaptop: Story = { decorators: [withFrame('laptop')] };
/** The same on a phone held upright. */
export const EightOnPhone: Story = { decorators: [withFrame('phone')] };
/** The same on a phone held sideways: the dock beside the table. */
export const EightOnPhoneSideways: Story = { decorators: [withFrame('phoneSideways')] };
/** Ten seats on a phone. */
export const TenOnPhone: Story = { args: { seats: 10 }, decorators: [withFrame('phone')] };
/** Ten seats on a smaller laptop. */
export const TenOnLaptop: Story = { args: { seats: 10 }, decorators: [withFrame('laptopSmall')] };
/** Two players: the other across the table. */
export const TwoOnPhone: Story = { args: { seats: 2 }, decorators: [withFrame('phone')] };
/** A target is asked for: every seat that can be picked is its own button. */
export const PickingATarget: Story = { args: { picking: true }, decorators: [withFrame('laptop')] };
