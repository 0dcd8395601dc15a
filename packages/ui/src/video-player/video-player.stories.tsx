import type { Meta, StoryObj } from '@storybook/react-vite';
import { silentWavUrl, withUi } from '../story-setup';
import { VideoPlayer } from './video-player';

const src = silentWavUrl(40);

const meta = {
  title: 'UI/VideoPlayer',
  component: VideoPlayer,
  decorators: [withUi],
  args: { src, title: 'Lesson 1: fractions', defaultVolume: 80, allowFastForward: true },
  argTypes: { defaultVolume: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof VideoPlayer>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Default: Story = {};
/** Homework that forbids fast-forward: no skipping or seeking ahead. */
export const NoFastForward: Story = { args: { allowFastForward: false } };
export const Muted: Story = { args: { defaultVolume: 0 } };
