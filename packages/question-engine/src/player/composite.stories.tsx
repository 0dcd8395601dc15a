import { sampleChart, sampleListening, sampleReading } from '@harbour/question-core/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionPlayer } from './question-player';
import { sampleQuestion } from './testing/samples';
import { chartPictureUrl, engineDecorator, toneWavUrl } from './testing/story-kit';

const meta = {
  title: 'Question engine/Composites',
  component: QuestionPlayer,
  decorators: [engineDecorator],
  args: { question: sampleReading, serialNo: 5, checkLocally: true },
} satisfies Meta<typeof QuestionPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** COMBINATION_READING: the passage, the font size switch and previous/next sub-question. */
export const Reading: Story = {};

/** Reading at the large font size. */
export const ReadingLarge: Story = { args: { fontSize: 'large' } };

/** Reading on its last sub-question, answered and checked. */
export const ReadingLastChecked: Story = {
  args: {
    question: {
      ...sampleReading,
      combinationQuestions: sampleReading.combinationQuestions.map((child, index) =>
        index === 1 ? { ...child, studentAnswer: 'Saturday##Tom', questionRightStatus: 'PART_RIGHT' } : child,
      ),
    },
    initialSubQuestion: 1,
  },
};

/** COMBINATION_LISTENING: title, preview and content audio; the sub-question's audio may be played twice. */
export const Listening: Story = {
  args: {
    question: {
      ...sampleListening,
      question: [],
      listenTitleAudioUrl: toneWavUrl(1, 523),
      listenPreviewAudioUrl: toneWavUrl(1, 659),
      listenContentAudioUrl: toneWavUrl(2, 440),
      combinationQuestions: sampleListening.combinationQuestions.map((child) => ({
        ...child,
        audioUrl: toneWavUrl(1, 392),
      })),
    },
  },
};

/** COMBINATION_CHART: a chart picture (full-screen preview on press) and two sub-questions. */
export const Chart: Story = {
  args: {
    question: {
      ...sampleChart,
      question: [
        sampleChart.question[0] ?? { contentType: 'TEXT', content: '' },
        { contentType: 'PICTURE', content: chartPictureUrl('Fruit') },
      ],
    },
  },
};

/** Limited-listen audio: answerAudioNum 2, no seeking, restarts 2 s after the first play. */
export const LimitedListen: Story = {
  args: {
    question: sampleQuestion('sample-radio-en', { audioUrl: toneWavUrl(3, 440), answerAudioNum: 2 }),
  },
};
