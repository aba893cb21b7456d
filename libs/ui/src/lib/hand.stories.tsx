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
        <Card label="Nope" name="Nope" tone="action" />
        <Card label="Defuse" name="Defuse" tone="defuse" />
        <Card label="Taco Cat" name="Taco Cat" tone="cat" />
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
        <Card label="Skip" name="Skip" tone="action" onSelect={fn()} playable />
        <Card label="Taco Cat" name="Taco Cat" tone="cat" onSelect={fn()} selected />
        <Card label="Taco Cat" name="Taco Cat" tone="cat" onSelect={fn()} selected />
        <Card label="Defuse" name="Defuse" tone="defuse" onSelect={fn()} disabled />
      </>
    ),
  },
};
/** More cards than the width: one row that scrolls sideways. */
export const ManyCards: Story = {
  args: {
    children: Array.from({ length: 14 }, (_, i) => (
      <Card key={i} label={`Card ${i + 1}`} name={`Card ${i + 1}`} size="small" />
    )),
  },
};
export const PrivateLook: Story = {
  args: {
    label: 'The next three cards',
    children: (
      <>
        <Card label="Attack (2X)" name="Attack (2X)" />
        <Card label="Exploding Kitten" name="Exploding Kitten" />
        <Card label="Shuffle" name="Shuffle" />
      </>
    ),
  },
};
