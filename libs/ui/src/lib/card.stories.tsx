import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from './card';
import { withLocale } from '../testing';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [withLocale()],
  args: { label: 'Attack (2X)', children: 'Attack (2X)', tone: 'action' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaceUp: Story = {};
export const FaceDown: Story = { args: { faceDown: true } };
export const Selectable: Story = { args: { onSelect: fn() } };
export const Playable: Story = { args: { onSelect: fn(), playable: true } };
export const Selected: Story = { args: { onSelect: fn(), selected: true } };
export const Disabled: Story = { args: { onSelect: fn(), disabled: true } };
export const Small: Story = { args: { size: 'small' } };
