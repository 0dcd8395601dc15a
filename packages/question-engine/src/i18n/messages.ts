import type { MessageDescriptor } from '@lingui/core';
import { overlayDescriptors } from '../overlays/messages';

/**
 * Every user-facing string of the question engine, as Lingui message descriptors with explicit ids
 * and English defaults. The package is built by esbuild (tsup), so it uses no Lingui macros; the
 * ids named by the spec ('submitTips', 'common.serverError', 'components.onlyJpg',
 * 'components.moreThree') are kept.
 */
export const qm = {
  // player
  serialNo: { id: 'qe.player.serialNo', message: 'Question {serialNo}' },
  submit: { id: 'qe.player.submit', message: 'Submit' },
  submitting: { id: 'qe.player.submitting', message: 'Submitting…' },
  submitTriesLeft: { id: 'qe.player.submitTriesLeft', message: 'Submit ({count} tries left)' },
  submitOneTryLeft: { id: 'qe.player.submitOneTryLeft', message: 'Submit (1 try left)' },
  again: { id: 'qe.player.again', message: 'Try again' },
  againTriesLeft: { id: 'qe.player.againTriesLeft', message: 'Try again ({count} left)' },
  noTriesLeft: {
    id: 'qe.player.noTriesLeft',
    message: 'No tries left: your answer is checked when you hand in.',
  },
  submitTips: { id: 'submitTips', message: 'Please answer the question before submitting.' },
  serverError: { id: 'common.serverError', message: 'Internal server error' },
  showExplanation: { id: 'qe.player.showExplanation', message: 'Show answer and explanation' },
  hideExplanation: { id: 'qe.player.hideExplanation', message: 'Hide answer and explanation' },
  explanation: { id: 'qe.player.explanation', message: 'Explanation' },
  rightAnswer: { id: 'qe.player.rightAnswer', message: 'Correct answer: {answer}' },
  noExplanation: { id: 'qe.player.noExplanation', message: 'No explanation for this question.' },
  statusRight: { id: 'qe.status.RIGHT', message: 'Correct' },
  statusWrong: { id: 'qe.status.WRONG', message: 'Wrong' },
  statusPartRight: { id: 'qe.status.PART_RIGHT', message: 'Partly correct' },
  statusNotCorrect: { id: 'qe.status.NOT_CORRECT', message: 'Waiting for the teacher to mark' },
  resultRegion: { id: 'qe.player.result', message: 'Result' },
  answerArea: { id: 'qe.player.answerArea', message: 'Answer' },
  previous: { id: 'qe.player.previous', message: 'Previous question' },
  next: { id: 'qe.player.next', message: 'Next question' },
  subQuestionOf: { id: 'qe.player.subQuestionOf', message: 'Sub-question {index} of {total}' },
  fontSize: { id: 'qe.player.fontSize', message: 'Font size' },
  fontLarge: { id: 'qe.player.fontLarge', message: 'Large' },
  fontDefault: { id: 'qe.player.fontDefault', message: 'Default' },
  fontSmall: { id: 'qe.player.fontSmall', message: 'Small' },
  picture: { id: 'qe.media.picture', message: 'Picture {index}' },
  openPreview: { id: 'qe.media.openPreview', message: 'View picture full screen' },
  unsupportedType: { id: 'qe.player.unsupportedType', message: 'This question type is not supported.' },
  // listening composite and audio
  listenTitle: { id: 'qe.listen.title', message: 'Title audio' },
  listenPreview: { id: 'qe.listen.preview', message: 'Preview audio' },
  listenContent: { id: 'qe.listen.content', message: 'Listening audio' },
  play: { id: 'qe.audio.play', message: 'Play' },
  pause: { id: 'qe.audio.pause', message: 'Pause' },
  audioPosition: { id: 'qe.audio.position', message: 'Playback position' },
  playsLeft: { id: 'qe.audio.playsLeft', message: 'Plays left: {count}' },
  playsUsed: { id: 'qe.audio.playsUsed', message: 'No plays left' },
  // choice and selection
  options: { id: 'qe.choice.options', message: 'Options' },
  optionRight: { id: 'qe.choice.optionRight', message: 'right' },
  optionWrong: { id: 'qe.choice.optionWrong', message: 'wrong' },
  pleaseSelect: { id: 'qe.selectFill.pleaseSelect', message: 'Please select' },
  gap: { id: 'qe.gap', message: 'Blank {index}' },
  gapRight: { id: 'qe.gap.right', message: 'Blank {index} is correct' },
  gapWrong: { id: 'qe.gap.wrong', message: 'Blank {index} is wrong' },
  // fill and math
  mathInput: { id: 'qe.fill.mathInput', message: 'Math input for blank {index}' },
  // essay
  choosePhoto: { id: 'qe.essay.photo', message: 'Upload photos' },
  chooseText: { id: 'qe.essay.text', message: 'Type the answer' },
  back: { id: 'qe.essay.back', message: 'Back' },
  addPhotos: { id: 'qe.essay.addPhotos', message: 'Add photos (jpg, jpeg, png, at most 3)' },
  deletePhoto: { id: 'qe.essay.deletePhoto', message: 'Delete photo {index}' },
  onlyJpg: { id: 'components.onlyJpg', message: 'Only jpg, jpeg and png pictures can be uploaded.' },
  moreThree: { id: 'components.moreThree', message: 'At most 3 pictures; the extra ones were not added.' },
  wordsCount: { id: 'qe.essay.wordsCount', message: '{count} / {limit} words' },
  wordsOver: {
    id: 'qe.essay.wordsOver',
    message: 'The answer may hold {limit} words: what would go beyond them was not added.',
  },
  essayText: { id: 'qe.essay.textLabel', message: 'Your answer' },
  uploading: { id: 'qe.upload.uploading', message: 'Uploading…' },
  uploadFailed: { id: 'qe.upload.failed', message: 'The upload failed. Please try again.' },
  // speaking
  chooseUpload: { id: 'qe.speaking.upload', message: 'Upload a recording' },
  chooseRecord: { id: 'qe.speaking.record', message: 'Record' },
  startRecording: { id: 'qe.speaking.start', message: 'Start recording' },
  stopRecording: { id: 'qe.speaking.stop', message: 'Stop recording' },
  recordingTime: { id: 'qe.speaking.time', message: 'Recorded {seconds} s of at most {max} s' },
  voiceLevel: { id: 'qe.speaking.voiceLevel', message: 'Voice level' },
  encoding: { id: 'qe.speaking.encoding', message: 'Saving the recording…' },
  onlyMp3: { id: 'qe.speaking.onlyMp3', message: 'Only mp3 recordings are supported.' },
  minRecord: { id: 'qe.speaking.minRecord', message: 'Please record for at least 10 s.' },
  maxRecord: { id: 'qe.speaking.maxRecord', message: 'At most 180 s can be recorded.' },
  deleteClip: { id: 'qe.speaking.delete', message: 'Delete {name}' },
  recordingName: { id: 'qe.media.recording', message: 'Recording {index}' },
  recordingOfQuestion: { id: 'qe.media.recordingOf', message: 'Recording {index} of question {serialNo}' },
  photoName: { id: 'qe.media.photo', message: 'Photo {index}' },
  photoOfQuestion: { id: 'qe.media.photoOf', message: 'Photo {index} of question {serialNo}' },
  deleteConfirm: {
    id: 'qe.speaking.deleteConfirm',
    message: 'Are you sure you want to delete this recording?',
  },
  yes: { id: 'qe.common.yes', message: 'Yes' },
  thinkAgain: { id: 'qe.speaking.thinkAgain', message: 'No, let me think again' },
  micUnsupported: { id: 'qe.mic.unsupported', message: 'This browser does not support recording.' },
  micDenied: { id: 'qe.mic.denied', message: 'The user refused to give the information.' },
  micHardware: { id: 'qe.mic.hardware', message: 'The browser does not support the hardware device.' },
  micNotFound: { id: 'qe.mic.notFound', message: 'The specified hardware device cannot be found.' },
  micOther: { id: 'qe.mic.other', message: 'Cannot open the microphone. Error: {code}' },
  // recombine, text drag
  pool: { id: 'qe.drag.pool', message: 'Options to place' },
  slot: { id: 'qe.drag.slot', message: 'Slot {index}' },
  slotWith: { id: 'qe.drag.slotWith', message: 'Slot {index}: {content}' },
  emptySlot: { id: 'qe.drag.emptySlot', message: 'Slot {index}, empty' },
  picked: { id: 'qe.drag.picked', message: '{content} picked up. Choose a slot to place it.' },
  placed: { id: 'qe.drag.placed', message: '{content} placed in slot {index}.' },
  returned: { id: 'qe.drag.returned', message: '{content} returned to the options.' },
  dragHint: {
    id: 'qe.drag.hint',
    message:
      'Drag an option into a slot, or press it and then press a slot. Press a placed option to return it.',
  },
  // connect and matching
  connectTip: { id: 'qe.connect.tip', message: 'Tip: click an item on the left first to start a line' },
  connectTipVertical: {
    id: 'qe.connect.tipVertical',
    message: 'Tip: click an item at the top first to start a line',
  },
  deleteLink: { id: 'qe.connect.deleteLink', message: 'Delete the line {from} – {to}' },
  linkedTo: { id: 'qe.connect.linkedTo', message: 'linked to {to}' },
  linked: { id: 'qe.connect.linked', message: 'Linked {from} with {to}.' },
  selectedItem: { id: 'qe.connect.selected', message: '{item} selected. Now choose the item to link.' },
  leftItems: { id: 'qe.connect.left', message: 'Items to link from' },
  rightItems: { id: 'qe.connect.right', message: 'Items to link to' },
  matchFor: { id: 'qe.matching.matchFor', message: 'Match for {item}' },
  // punctuation
  symbolBar: { id: 'qe.punctuation.symbolBar', message: 'Symbols' },
  underline: { id: 'qe.punctuation.underline', message: 'Underline' },
  mark: { id: 'qe.punctuation.mark', message: 'Mark' },
  appendMode: { id: 'qe.punctuation.append', message: 'Append symbols instead of replacing' },
  noPunctuationInUnderline: {
    id: 'qe.punctuation.noSymbolInUnderline',
    message: 'An underline cannot contain punctuation.',
  },
  punctuationText: { id: 'qe.punctuation.text', message: 'Text to punctuate' },
  symbolSlot: { id: 'qe.punctuation.slot', message: 'Punctuation slot {index}: {content}' },
  emptySymbol: { id: 'qe.punctuation.empty', message: 'empty' },
  removeRange: { id: 'qe.punctuation.removeRange', message: 'Remove {kind}: {text}' },
  selectionHint: {
    id: 'qe.punctuation.hint',
    message:
      'Select text by dragging, or with Shift and the arrow keys, then press Underline or Mark. Pick a symbol, then press a slot.',
  },
  symbolPicked: { id: 'qe.punctuation.symbolPicked', message: 'Symbol {symbol} picked. Choose a slot.' },
  cellRight: { id: 'qe.punctuation.cellRight', message: 'correct' },
  cellWrong: { id: 'qe.punctuation.cellWrong', message: 'wrong' },
  // the app-wide overlays, which an app shell may also load on their own
  ...overlayDescriptors,
} as const satisfies Record<string, MessageDescriptor & { message: string }>;

export type QuestionMessageKey = keyof typeof qm;
