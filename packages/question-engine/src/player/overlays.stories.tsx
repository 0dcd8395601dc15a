import type { Meta, StoryObj } from '@storybook/react-vite';
import { DevicePrompt, VerticalWindowPrompt } from './overlays';
import { engineDecorator } from './testing/story-kit';

const links = {
  windowsChrome: 'https://www.google.com/chrome/',
  macChrome: 'https://www.google.com/chrome/',
  iosStudentApp: 'https://apps.apple.com/',
  androidStudentApp: 'https://play.google.com/',
  iosSchoolApp: 'https://apps.apple.com/',
  androidSchoolApp: 'https://play.google.com/',
};

const meta = {
  title: 'Question engine/Overlays',
  decorators: [engineDecorator],
  render: () => (
    <div className="hqe-player">
      <DevicePrompt links={links} onClose={() => undefined} />
    </div>
  ),
} satisfies Meta;
export default meta;

/** The prompt that the feature needs a PC browser or the student or school app (spec §2). */
export const NeedsPcBrowser: StoryObj = {};

/** The vertical-window prompt; it shows when the preview frame is at most 60 px wider than tall. */
export const VerticalWindow: StoryObj = {
  render: () => (
    <div className="hqe-player">
      <VerticalWindowPrompt />
    </div>
  ),
};
