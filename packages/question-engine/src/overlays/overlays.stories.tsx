import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { engineDecorator } from '../player/testing/story-kit';
import { DevicePrompt } from './device-prompt';
import { ImagePreview } from './image-preview';
import { VerticalWindowPrompt } from './vertical-window-prompt';

const links = {
  windowsChrome: 'https://www.google.com/chrome/',
  macChrome: 'https://www.google.com/chrome/',
  iosStudentApp: 'https://apps.apple.com/',
  androidStudentApp: 'https://play.google.com/',
  iosSchoolApp: 'https://apps.apple.com/',
  androidSchoolApp: 'https://play.google.com/',
};

/** A picture drawn inline, so the story needs no network. */
function picture(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${colour}"/><text x="320" y="210" font-size="48" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const meta = {
  title: 'Question engine/Overlays',
  // Inside the player's root, as the other engine stories: the browser tests find a story by it.
  decorators: [
    (Story) => (
      <div className="hqe-player">
        <Story />
      </div>
    ),
    engineDecorator,
  ],
  render: () => <DevicePrompt links={links} onClose={() => undefined} />,
} satisfies Meta;
export default meta;

/** The prompt that the feature needs a PC browser or the student or school app (spec §2). */
export const NeedsPcBrowser: StoryObj = {};

/** The same prompt naming the feature that needs it. */
export const NeedsPcBrowserForAFeature: StoryObj = {
  render: () => <DevicePrompt links={links} feature="Recording" onClose={() => undefined} />,
};

/** The vertical-window prompt; it shows when the preview frame is at most 60 px wider than tall. */
export const VerticalWindow: StoryObj = {
  render: () => <VerticalWindowPrompt />,
};

/** The full-screen preview of several pictures: arrow keys or the buttons move, Escape closes. */
export const ImagePreviewOfThree: StoryObj = {
  render: function Render() {
    const [index, setIndex] = useState(0);
    const images = [
      { src: picture('1', '#1d4ed8'), alt: 'Page 1' },
      { src: picture('2', '#166534'), alt: 'Page 2' },
      { src: picture('3', '#92400e'), alt: 'Page 3' },
    ];
    return <ImagePreview images={images} index={index} onIndexChange={setIndex} onClose={() => undefined} />;
  },
};
