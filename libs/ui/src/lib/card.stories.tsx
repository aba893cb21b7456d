import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from './card';
import { CardHelpProvider } from './card-help';
import { icons } from './story-icons.generated';
import { withLocale } from '../testing';

const help = { title: 'Barrel', kind: 'Blue card', corner: 'Q♠', art: icons.barrel, tone: 'blue', text: 'When you are shot at, draw!: on a Heart the shot is a Missed!.', rulings: ['A Barrel draw comes before any Missed! is played.'] };

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [
    (Story) => (
      <CardHelpProvider>
        <Story />
      </CardHelpProvider>
    ),
    withLocale(),
  ],
  args: { label: 'Barrel Q♠', name: 'Barrel', corner: 'Q♠', art: icons.barrel, tone: 'blue', help },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaceUp: Story = {};
export const WithBadge: Story = { args: { name: 'Volcanic', badge: '1', art: icons.revolver } };
export const FaceDown: Story = { args: { faceDown: true, back: icons.meeple } };
export const Playable: Story = { args: { onSelect: fn(), playable: true } };
export const Selected: Story = { args: { onSelect: fn(), selected: true } };
export const Disabled: Story = { args: { onSelect: fn(), disabled: true } };
export const Tiny: Story = { args: { size: 'tiny' } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const LongName: Story = { args: { name: 'Rev. Carabine', label: 'Rev. Carabine', art: icons.revolver, tone: 'blue' } };
/** Card help, as a click opens it on a card that does nothing else: large, with its text and rulings. */
export const HelpOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Barrel Q♠' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Barrel' });
    await expect(dialog).toBeTruthy();
  },
};
/** Card help on a phone. */
export const HelpOpenOnPhone: Story = { ...HelpOpen, globals: { viewport: { value: 'phone' } } };
