import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from './card';
import { Hand } from './hand';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Hand',
  component: Hand,
  decorators: [withLocale()],
  args: {
    children: (
      <>
        <Card label="Nope" tone="action">
          Nope
        </Card>
        <Card label="Defuse" tone="defuse">
          Defuse
        </Card>
        <Card label="Taco Cat" tone="cat">
          Taco Cat
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof Hand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const Empty: Story = { args: { empty: true, children: undefined } };
export const ToChooseFrom: Story = {
  args: {
    children: (
      <>
        <Card label="Skip" tone="action" onSelect={fn()} playable>
          Skip
        </Card>
        <Card label="Taco Cat" tone="cat" onSelect={fn()} selected>
          Taco Cat
        </Card>
        <Card label="Taco Cat" tone="cat" onSelect={fn()} selected>
          Taco Cat
        </Card>
        <Card label="Defuse" tone="defuse" onSelect={fn()} disabled>
          Defuse
        </Card>
      </>
    ),
  },
};
export const ManyCardsWrap: Story = {
  args: {
    children: Array.from({ length: 14 }, (_, i) => (
      <Card key={i} label={`Card ${i + 1}`} size="small">
        {`Card ${i + 1}`}
      </Card>
    )),
  },
};
export const PrivateLook: Story = {
  args: {
    label: 'The next three cards',
    children: (
      <>
        <Card label="Attack (2X)">Attack (2X)</Card>
        <Card label="Exploding Kitten">Exploding Kitten</Card>
        <Card label="Shuffle">Shuffle</Card>
      </>
    ),
  },
};
