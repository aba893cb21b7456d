import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { GameLog } from './game-log';
import { Hand } from './hand';
import { Pile } from './pile';
import { SeatPanel } from './seat';
import { Table } from './table';
import { withLocale } from '../testing';

const seats = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <SeatPanel key={i} name={`Player ${i + 2}`} status={i === 0 ? 'playing' : i === 1 ? 'responding' : i === 2 ? 'out' : 'waiting'} cardCount={5 - (i % 5)} />
  ));

const center = (
  <>
    <Pile label="Draw pile" count={31} />
    <Pile label="Discard pile" count={4} top={<Card label="Skip">Skip</Card>} />
  </>
);

const meta = {
  title: 'UI/Table',
  component: Table,
  decorators: [withLocale()],
  args: { seats: seats(4), center },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSeats: Story = { args: { seats: seats(1) } };
export const FiveSeats: Story = {};
export const TenSeats: Story = { args: { seats: seats(9) } };
export const EmptyPiles: Story = { args: { center: <Pile label="Draw pile" count={0} /> } };
export const WithHandAndLog: Story = {
  render: (args) => (
    <>
      <Table {...args} />
      <Hand>
        <Card label="Nope">Nope</Card>
        <Card label="Defuse">Defuse</Card>
      </Hand>
      <Hand empty />
      <GameLog lines={[{ key: 1, text: 'Player 2 played Skip.' }]} />
      <GameLog lines={[]} />
      <SeatPanel name="Me" isMe connected={false} status="waiting" cardCount={1} />
    </>
  ),
};
