import { type EssayAnswer, essayWordCount, fitEssayText } from '@harbour/question-core';
import { useId, useRef, useState } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { mediaAnswerName } from '../shared/media-name';
import { MethodBack, MethodChoice } from '../shared/method-choice';
import { Picture } from '../shared/picture';
import { storeMedia } from '../shared/store-media';
import type { WidgetProps } from '../shared/types';
import { acceptEssayImages } from './images';

const EMPTY: EssayAnswer = { answerType: null, imgUrl: [], text: '' };

/** Essay and long answer: choose photo upload (jpg, jpeg, png, at most 3) or typed text with a words counter. */
export function EssayWidget({
  question,
  answer,
  onChange,
  disabled,
  serialNo,
  uploader,
  warn,
}: WidgetProps<EssayAnswer>) {
  const t = useQeT();
  const id = useId();
  const value = answer && typeof answer === 'object' ? answer : EMPTY;
  // Uploads finish after later changes may have happened; they add to the latest answer.
  const valueRef = useRef(value);
  valueRef.current = value;
  const [uploading, setUploading] = useState(false);
  const limit = question.wordsLimit ?? 0;

  if (value.answerType === null) {
    return (
      <MethodChoice
        options={[
          { method: 'PICTURE', label: t('choosePhoto') },
          { method: 'TEXT', label: t('chooseText') },
        ]}
        disabled={disabled}
        onChoose={(answerType) => onChange({ ...value, answerType })}
      />
    );
  }

  const back = <MethodBack disabled={disabled} onBack={() => onChange({ ...value, answerType: null })} />;

  if (value.answerType === 'PICTURE') {
    const addFiles = async (files: File[]) => {
      const { accepted, warnings } = acceptEssayImages(value.imgUrl.length, files);
      const messages = warnings.map((warning) =>
        t(warning === 'components.onlyJpg' ? 'onlyJpg' : 'moreThree'),
      );
      if (accepted.length > 0) {
        setUploading(true);
        try {
          const urls = await Promise.all(
            accepted.map((file) => storeMedia(file, file.name, uploader).catch(() => '')),
          );
          const stored = urls.filter((url) => url !== '');
          if (stored.length < urls.length) messages.push(t('uploadFailed'));
          const latest = valueRef.current;
          onChange({ ...latest, imgUrl: [...latest.imgUrl, ...stored] });
        } finally {
          setUploading(false);
        }
      }
      // Warnings come after the change, which clears earlier ones.
      if (messages.length > 0) warn(messages.join(' '));
    };
    return (
      <div className="hqe-essay">
        {back}
        <ul className="hqe-essay__photos">
          {value.imgUrl.map((url, index) => (
            <li key={url}>
              <Picture src={url} alt={mediaAnswerName(t, 'photo', index + 1, serialNo)} />
              <button
                type="button"
                className="hqe-button hqe-button--small"
                disabled={disabled}
                onClick={() => onChange({ ...value, imgUrl: value.imgUrl.filter((u) => u !== url) })}
              >
                {t('deletePhoto', { index: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
        <label className="hqe-file">
          <span>{t('addPhotos')}</span>
          <input
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            disabled={disabled || uploading}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void addFiles(files);
            }}
          />
        </label>
        {uploading && <output className="hqe-busy">{t('uploading')}</output>}
      </div>
    );
  }

  return (
    <div className="hqe-essay">
      {back}
      {question.openingSentence && <p className="hqe-essay__opening">{question.openingSentence}</p>}
      <label htmlFor={`${id}-text`} className="hqe-visually-hidden">
        {t('essayText')}
      </label>
      <textarea
        id={`${id}-text`}
        className="hqe-input hqe-essay__text"
        rows={10}
        value={value.text}
        disabled={disabled}
        aria-describedby={limit > 0 ? `${id}-count` : undefined}
        onChange={(event) => {
          // Within the limit, whole words only; what would go beyond it is not added, and the student is told.
          const fitted = fitEssayText(event.target.value, limit);
          onChange({ ...value, text: fitted.text });
          if (fitted.cut) warn(t('wordsOver', { limit }));
        }}
      />
      {limit > 0 && (
        <p id={`${id}-count`} className="hqe-essay__count">
          {t('wordsCount', { count: essayWordCount(value.text), limit })}
        </p>
      )}
    </div>
  );
}
