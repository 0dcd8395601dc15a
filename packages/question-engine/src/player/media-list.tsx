import type { MediaPart } from '@harbour/question-core';
import { useQeT } from '../i18n/use-qe-i18n';
import { AudioPlayer, type ListenEvent } from '../widgets/audio/audio-player';
import { Picture } from '../widgets/shared/picture';
import { RichText } from '../widgets/shared/rich-text';

/** Media items of a question body or explanation: text, pictures with full-screen preview, audio. */
export function MediaList({
  parts,
  audioLimit,
  onListenEvent,
  hideGapText = false,
}: {
  parts: readonly MediaPart[];
  /** answerAudioNum of the question, applied to its audio parts. */
  audioLimit?: number | null;
  onListenEvent?: (event: ListenEvent) => void;
  /** Text with [$$] gaps is drawn by the answer widget instead. */
  hideGapText?: boolean;
}) {
  const t = useQeT();
  let pictures = 0;
  return (
    <div className="hqe-media">
      {parts.map((part, index) => {
        const key = `${part.contentType}-${index}`;
        if (part.contentType === 'PICTURE') {
          pictures += 1;
          return <Picture key={key} src={part.content} alt={t('picture', { index: pictures })} />;
        }
        if (part.contentType === 'AUDIO') {
          const label =
            part.audioType === 'PREVIEW'
              ? t('listenPreview')
              : part.audioType === 'TITLE'
                ? t('listenTitle')
                : t('listenContent');
          return (
            <AudioPlayer
              key={key}
              src={part.content}
              label={label}
              limit={audioLimit}
              onListenEvent={onListenEvent}
            />
          );
        }
        if (hideGapText && part.content.includes('[$$]')) return null;
        return <RichText key={key} as="div" className="hqe-media__text" text={part.content} />;
      })}
    </div>
  );
}
