import type { AudioClip, SpeakingAnswer } from '@harbour/question-core';
import { useEffect, useRef, useState } from 'react';
import type { QuestionMessageKey } from '../../i18n/messages';
import { useQeT } from '../../i18n/use-qe-i18n';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { mediaAnswerName } from '../shared/media-name';
import { MethodBack, MethodChoice } from '../shared/method-choice';
import { positionKeys } from '../shared/position-keys';
import { storeMedia } from '../shared/store-media';
import type { WidgetProps } from '../shared/types';
import { encodeMp3InWorker, type Recording, startRecording } from './recorder';
import {
  isMp3File,
  isRecordingTooShort,
  MAX_RECORD_SECONDS,
  micErrorMessage,
  RECORDING_TIP_MS,
  recordingFileName,
  shouldAutoStop,
  VOICE_METER_LEVELS,
} from './recording-rules';

const EMPTY: SpeakingAnswer = { answerType: null, uploadList: [], makeList: [] };

/** Keys of the meter's bars, which are fixed positions. */
const METER_BARS = positionKeys(VOICE_METER_LEVELS, 'bar');

/** The 34-level voice meter. */
function VoiceMeter({ level }: { level: number }) {
  const t = useQeT();
  return (
    <span className="hqe-meter">
      <meter
        className="hqe-visually-hidden"
        aria-label={t('voiceLevel')}
        min={0}
        max={VOICE_METER_LEVELS}
        value={level}
      />
      <span className="hqe-meter__bars" aria-hidden="true">
        {METER_BARS.map((bar, i) => (
          <span key={bar} className={`hqe-meter__bar${i < level ? ' hqe-meter__bar--on' : ''}`} />
        ))}
      </span>
    </span>
  );
}

function ClipList({
  clips,
  serialNo,
  disabled,
  onDelete,
}: {
  clips: readonly AudioClip[];
  serialNo: number | string | undefined;
  disabled: boolean;
  onDelete: (clip: AudioClip) => void;
}) {
  const t = useQeT();
  const [asking, setAsking] = useState<AudioClip | null>(null);
  return (
    <>
      <ul className="hqe-clips">
        {clips.map((clip, index) => {
          const name = mediaAnswerName(t, 'recording', index + 1, serialNo);
          return (
            <li key={clip.url} className="hqe-clip">
              <span className="hqe-clip__name">{name}</span>
              <audio controls src={clip.url} aria-label={name} preload="none">
                <track kind="captions" />
              </audio>
              <button
                type="button"
                className="hqe-button hqe-button--small"
                disabled={disabled}
                onClick={() => setAsking(clip)}
              >
                {t('deleteClip', { name })}
              </button>
            </li>
          );
        })}
      </ul>
      {asking && (
        <ConfirmDialog
          message={t('deleteConfirm')}
          yes={t('yes')}
          no={t('thinkAgain')}
          onAnswer={(yes) => {
            if (yes) onDelete(asking);
            setAsking(null);
          }}
        />
      )}
    </>
  );
}

/** Speaking: upload mp3 files or record 10–180 s clips with a voice meter; clips can be played and deleted. */
export function SpeakingWidget({
  answer,
  onChange,
  disabled,
  serialNo,
  uploader,
  warn,
}: WidgetProps<SpeakingAnswer>) {
  const t = useQeT();
  const value = answer && typeof answer === 'object' ? answer : EMPTY;
  const valueRef = useRef(value);
  valueRef.current = value;
  const [busy, setBusy] = useState(false);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recordingRef = useRef<Recording | null>(null);
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [tip, setTip] = useState<QuestionMessageKey | null>(null);
  const [micError, setMicError] = useState<string | null>(null);

  useEffect(() => {
    if (!tip) return;
    const timer = setTimeout(() => setTip(null), RECORDING_TIP_MS);
    return () => clearTimeout(timer);
  }, [tip]);

  useEffect(() => () => recordingRef.current?.cancel(), []);

  const stop = async (auto: boolean) => {
    const current = recordingRef.current;
    if (!current) return;
    recordingRef.current = null;
    setRecording(null);
    setLevel(0);
    const captured = await current.stop();
    if (auto) setTip('maxRecord');
    if (isRecordingTooShort(captured.seconds)) {
      setTip('minRecord');
      return;
    }
    setBusy(true);
    try {
      const mp3 = await encodeMp3InWorker(captured.samples, captured.sampleRate);
      const name = recordingFileName(Date.now());
      const url = await storeMedia(mp3, name, uploader).catch(() => '');
      if (url === '') {
        warn(t('uploadFailed'));
        return;
      }
      const latest = valueRef.current;
      onChange({ ...latest, makeList: [...latest.makeList, { name, url, isStart: false }] });
    } finally {
      setBusy(false);
    }
  };
  const stopRef = useRef(stop);
  stopRef.current = stop;

  const start = async () => {
    setMicError(null);
    setSeconds(0);
    try {
      const next = await startRecording((meter, elapsed) => {
        setLevel(meter);
        setSeconds(elapsed);
        if (shouldAutoStop(elapsed)) void stopRef.current(true);
      });
      recordingRef.current = next;
      setRecording(next);
    } catch (error) {
      const { key, code } = micErrorMessage(error);
      setMicError(code ? t(key, { code }) : t(key));
    }
  };

  if (value.answerType === null) {
    return (
      <MethodChoice
        options={[
          { method: 'UPLOAD', label: t('chooseUpload') },
          { method: 'RECORD', label: t('chooseRecord') },
        ]}
        disabled={disabled}
        onChoose={(answerType) => onChange({ ...value, answerType })}
      />
    );
  }

  const back = (
    <MethodBack
      disabled={disabled || recording !== null || busy}
      onBack={() => onChange({ ...value, answerType: null })}
    />
  );

  if (value.answerType === 'UPLOAD') {
    const addFiles = async (files: File[]) => {
      const mp3s = files.filter(isMp3File);
      const messages = mp3s.length < files.length ? [t('onlyMp3')] : [];
      if (mp3s.length === 0) return warn(messages.join(' '));
      setBusy(true);
      try {
        const clips = await Promise.all(
          mp3s.map(async (file) => ({
            name: file.name,
            url: await storeMedia(file, file.name, uploader).catch(() => ''),
            isStart: false,
          })),
        );
        const stored = clips.filter((clip) => clip.url !== '');
        if (stored.length < clips.length) messages.push(t('uploadFailed'));
        const latest = valueRef.current;
        onChange({ ...latest, uploadList: [...latest.uploadList, ...stored] });
      } finally {
        setBusy(false);
      }
      if (messages.length > 0) warn(messages.join(' '));
    };
    return (
      <div className="hqe-speaking">
        {back}
        <label className="hqe-file">
          <span>{t('chooseUpload')}</span>
          <input
            type="file"
            accept=".mp3,audio/mpeg"
            multiple
            disabled={disabled || busy}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void addFiles(files);
            }}
          />
        </label>
        {busy && <output className="hqe-busy">{t('uploading')}</output>}
        <ClipList
          clips={value.uploadList}
          serialNo={serialNo}
          disabled={disabled}
          onDelete={(clip) => onChange({ ...value, uploadList: value.uploadList.filter((c) => c !== clip) })}
        />
      </div>
    );
  }

  return (
    <div className="hqe-speaking">
      {back}
      <div className="hqe-recorder">
        {recording ? (
          <button type="button" className="hqe-button hqe-button--primary" onClick={() => void stop(false)}>
            {t('stopRecording')}
          </button>
        ) : (
          <button
            type="button"
            className="hqe-button hqe-button--primary"
            disabled={disabled || busy}
            onClick={() => void start()}
          >
            {t('startRecording')}
          </button>
        )}
        <span className="hqe-recorder__time" aria-live="off">
          {t('recordingTime', { seconds: Math.floor(seconds), max: MAX_RECORD_SECONDS })}
        </span>
        {recording && <VoiceMeter level={level} />}
      </div>
      {busy && <output className="hqe-busy">{t('encoding')}</output>}
      {tip && (
        <p className="hqe-tip" role="alert">
          {t(tip)}
        </p>
      )}
      {micError && (
        <p className="hqe-warning" role="alert">
          {micError}
        </p>
      )}
      <ClipList
        clips={value.makeList}
        serialNo={serialNo}
        disabled={disabled || recording !== null}
        onDelete={(clip) => onChange({ ...value, makeList: value.makeList.filter((c) => c !== clip) })}
      />
    </div>
  );
}
