import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { VideoPlayer } from './video-player';

/** jsdom loads no media: give the element the duration a loaded video would report. */
function loadMetadata(seconds: number) {
  const video = document.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.durationChange(video);
  return video;
}

describe('VideoPlayer', () => {
  it('labels every control, translated', () => {
    renderUi(<VideoPlayer src="/lesson.mp4" title="Lesson 1" />, { locale: 'hk' });
    expect(screen.getByRole('figure', { name: 'Lesson 1' })).toBeInTheDocument();
    for (const name of ['播放', '後退15秒', '前進15秒', '全螢幕']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: '播放進度' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '音量' })).toHaveAttribute('max', '100');
  });

  it('skips 15 s forward and back, kept inside the video', async () => {
    renderUi(<VideoPlayer src="/lesson.mp4" title="Lesson 1" />);
    const video = loadMetadata(40);
    await userEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(video.currentTime).toBe(15);
    await userEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(video.currentTime).toBe(40);
    await userEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(video.currentTime).toBe(25);
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuetext', '0:25 / 0:40');
  });

  // jsdom has no range-input keyboard behaviour: these set the value as the browser would
  // (the keyboard itself is exercised in the Playwright tests in e2e/).
  it('seeks with the position slider, up to the end of the video', () => {
    renderUi(<VideoPlayer src="/lesson.mp4" title="Lesson 1" />);
    const video = loadMetadata(40);
    const slider = screen.getByRole('slider', { name: 'Position' });
    expect(slider).toHaveAttribute('max', '40');
    fireEvent.change(slider, { target: { value: '3' } });
    expect(video.currentTime).toBe(3);
    fireEvent.change(slider, { target: { value: '40' } });
    expect(video.currentTime).toBe(40);
  });

  it('sets the volume from 0 to 100', () => {
    renderUi(<VideoPlayer src="/lesson.mp4" title="Lesson 1" defaultVolume={50} />);
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.volume).toBe(0.5);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(slider, { target: { value: '0' } });
    expect(video.volume).toBe(0);
    fireEvent.change(slider, { target: { value: '100' } });
    expect(video.volume).toBe(1);
  });

  it('blocks skipping forward when fast-forward is not allowed', async () => {
    renderUi(<VideoPlayer src="/lesson.mp4" title="Lesson 1" allowFastForward={false} />);
    const video = loadMetadata(40);
    expect(screen.getByRole('button', { name: 'Forward 15 seconds' })).toBeDisabled();
    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), { target: { value: '30' } });
    expect(video.currentTime).toBe(0);
  });

  it('shows Pause while the video plays', () => {
    renderUi(<VideoPlayer src="/lesson.mp4" title="Lesson 1" />);
    fireEvent.play(document.querySelector('video') as HTMLVideoElement);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fireEvent.pause(document.querySelector('video') as HTMLVideoElement);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
