import type { BaseQuestion, CompositeQuestion, MediaPart, Question } from './model';

function text(content: string): MediaPart {
  return { contentType: 'TEXT', content };
}

function choice(optionNo: string, optionContent: string) {
  return { optionNo, optionContent, optionType: 'TEXT' as const, serialNo: optionNo };
}

function side(side: 'LEFT' | 'RIGHT', serialNo: string, optionNo: string, optionContent: string) {
  return { optionNo, optionContent, optionType: 'TEXT' as const, serialNo, side };
}

const base = { questionTitle: '', questionRightStatus: null, studentAnswer: null } as const;

/** Realistic sample questions, with answer keys, at least one per base type plus one of each composite. */
export const sampleBaseQuestions: BaseQuestion[] = [
  {
    ...base,
    questionId: 'sample-radio-en',
    questionType: 'SINGLE_CHOICE',
    subjectCode: 'ENGLISH',
    questionTitle: 'Choose the correct word.',
    question: [text('She ___ to school by bus every day.')],
    options: [choice('1', 'go'), choice('2', 'goes'), choice('3', 'going'), choice('4', 'gone')],
    optionNumOneRaw: 2,
    showOptionLetterStatus: true,
    questionAnswer: '2',
    questionAnalysis: [text('"She" is third person singular, so the verb takes -s: goes.')],
    correctWay: 'AUTO',
  },
  {
    ...base,
    questionId: 'sample-radio-zh',
    questionType: 'SINGLE_CHOICE',
    subjectCode: 'CHINESE',
    questionTitle: '選出正確的答案。',
    question: [text('「畫蛇添足」比喻甚麼？')],
    options: [
      choice('1', '做事多此一舉，反而壞事'),
      choice('2', '畫畫技術高超'),
      choice('3', '做事認真細心'),
    ],
    optionNumOneRaw: 1,
    questionAnswer: '1',
    questionAnalysis: [text('故事中的人為蛇添上腳，結果輸了比賽，比喻多此一舉。')],
  },
  {
    ...base,
    questionId: 'sample-multiple-math',
    questionType: 'MULTIPLE_CHOICE',
    subjectCode: 'MATH',
    questionTitle: '選出所有質數。',
    question: [text('以下哪些是質數？')],
    options: [choice('1', '2'), choice('2', '9'), choice('3', '11'), choice('4', '15')],
    optionNumOneRaw: 2,
    questionAnswer: '1;3',
    questionAnalysis: [text('2 和 11 只有 1 和自身兩個因數。')],
  },
  {
    ...base,
    questionId: 'sample-fill-en',
    questionType: 'COMPLETION',
    subjectCode: 'ENGLISH',
    questionTitle: 'Fill in the blanks.',
    question: [text('A baby cat is called a [$$] and a baby dog is called a [$$].')],
    blankNum: 2,
    questionAnswer: 'kitten|kitty##puppy|pup',
  },
  {
    ...base,
    questionId: 'sample-fill-math',
    questionType: 'COMPLETION',
    subjectCode: 'MATH',
    questionTitle: '填充。',
    question: [text('計算：$$\\frac{1}{2}+\\frac{1}{4}=$$ [$$]，$$3^2=$$ [$$]')],
    blankNum: 2,
    useMathKeyboard: true,
    questionAnswer: '$$\\frac{3}{4}$$|0.75##$$9$$',
  },
  {
    ...base,
    questionId: 'sample-select-fill-en',
    questionType: 'CHOICE_COMPLETION',
    subjectCode: 'ENGLISH',
    questionTitle: 'Choose the right word for each gap.',
    question: [text('There [$$] some milk in the fridge, but there [$$] no eggs.')],
    options: [choice('1', 'is'), choice('2', 'are')],
    blankNum: 2,
    questionAnswer: 'is##are',
  },
  {
    ...base,
    questionId: 'sample-short-zh',
    questionType: 'SHORT_ANSWER',
    subjectCode: 'CHINESE',
    questionTitle: '簡答題',
    question: [text('寫出兩種春天常見的花。')],
    blankNum: 2,
    questionAnswer: '桃花|杜鵑花|櫻花##桃花|杜鵑花|櫻花',
  },
  {
    ...base,
    questionId: 'sample-essay-zh',
    questionType: 'ESSAY',
    subjectCode: 'CHINESE',
    questionTitle: '作文',
    question: [text('以「難忘的一天」為題，寫一篇不少於三百字的文章。')],
    wordsLimit: 600,
    openingSentence: '那天早上，天還沒亮……',
  },
  {
    ...base,
    questionId: 'sample-long-answer-en',
    questionType: 'LONG_ANSWER',
    subjectCode: 'ENGLISH',
    questionTitle: 'Answer in full sentences.',
    question: [text('Why is recycling important? Give two reasons.')],
  },
  {
    ...base,
    questionId: 'sample-group-sentences-en',
    questionType: 'RECOMBINE_SENTENCE',
    subjectCode: 'ENGLISH',
    questionTitle: 'Put the words in the right order.',
    question: [text('Make a sentence.')],
    options: [choice('1', 'school'), choice('2', 'I'), choice('3', 'to'), choice('4', 'walk')],
    blankNum: 4,
    questionAnswer: 'I##walk##to##school',
  },
  {
    ...base,
    questionId: 'sample-talk-zh',
    questionType: 'SPEAKING',
    subjectCode: 'CHINESE',
    questionTitle: '說話練習',
    question: [text('用粵語介紹你最喜歡的節日，不少於一分鐘。')],
  },
  {
    ...base,
    questionId: 'sample-connect-en',
    questionType: 'CONNECTING',
    subjectCode: 'ENGLISH',
    questionTitle: 'Match each animal with its sound.',
    question: [text('Connect the pairs.')],
    arrangeWay: 'HORIZONTAL',
    options: [
      side('LEFT', '1', '1', 'cat'),
      side('LEFT', '2', '2', 'dog'),
      side('LEFT', '3', '3', 'cow'),
      side('RIGHT', '1', 'A', 'moo'),
      side('RIGHT', '2', 'B', 'meow'),
      side('RIGHT', '3', 'C', 'woof'),
    ],
    rightOptions: ['1-B', '2-C', '3-A'],
    questionAnswer: '1-B;2-C;3-A',
  },
  {
    ...base,
    questionId: 'sample-matching-math',
    questionType: 'MATCHING',
    subjectCode: 'MATH',
    questionTitle: '配對相等的數。',
    question: [text('把分數和小數配對。')],
    arrangeWay: 'VERTICAL',
    options: [
      side('LEFT', '1', '1', '$$\\frac{1}{2}$$'),
      side('LEFT', '2', '2', '$$\\frac{1}{4}$$'),
      side('LEFT', '3', '3', '$$\\frac{3}{4}$$'),
      side('RIGHT', '1', '1', '0.75'),
      side('RIGHT', '2', '2', '0.5'),
      side('RIGHT', '3', '3', '0.25'),
    ],
    rightOptions: ['1-2', '2-3', '3-1'],
    questionAnswer: '1-2;2-3;3-1',
  },
  {
    ...base,
    questionId: 'sample-text-drag-zh',
    questionType: 'TEXT_DRAG',
    subjectCode: 'CHINESE',
    questionTitle: '把詞語拖到適當的位置。',
    question: [text('春天到了，[$$]開滿了花，小鳥在樹上[$$]地唱歌。')],
    options: [choice('1', '快樂'), choice('2', '公園裏'), choice('3', '安靜')],
    blankNum: 2,
    questionAnswer: '2;1',
  },
  {
    ...base,
    questionId: 'sample-punctuation-zh',
    questionType: 'PUNCTUATION',
    subjectCode: 'CHINESE',
    questionTitle: '在適當的位置加上標點符號，並在人名下加上底線。',
    question: [text('加標點符號。')],
    textData: [
      { type: 'TEXT', content: '小明', underType: '', successUnderType: 'UNDERLINE' },
      { type: 'TEXT', content: '說', underType: '', successUnderType: '' },
      { type: 'SYMBOL', content: '', underType: '', successContent: '：' },
      { type: 'SYMBOL', content: '', underType: '', successContent: '「' },
      { type: 'TEXT', content: '今天天氣真好', underType: '', successUnderType: '' },
      { type: 'SYMBOL', content: '', underType: '', successContent: '！' },
      { type: 'SYMBOL', content: '', underType: '', successContent: '」' },
    ],
    questionAnswer: '[U:小明]說[作答##：][作答##「]今天天氣真好[作答##！][作答##」]',
  },
  {
    ...base,
    questionId: 'sample-punctuation-all-zh',
    questionType: 'PUNCTUATION_ALL',
    subjectCode: 'CHINESE',
    questionTitle: '為整段文字加上標點符號，並標示地名。',
    question: [text('加標點符號。')],
    textData: [
      { type: 'TEXT', content: '我們去', underType: '', successUnderType: '' },
      { type: 'TEXT', content: '香港', underType: '', successUnderType: 'MARK' },
      { type: 'TEXT', content: '旅行', underType: '', successUnderType: '' },
      { type: 'SYMBOL', content: '', underType: '', successContent: '，' },
      { type: 'TEXT', content: '玩得很開心', underType: '', successUnderType: '' },
      { type: 'SYMBOL', content: '', underType: '', successContent: '。' },
    ],
    questionAnswer: '我們去[T:香港]旅行[作答##，]玩得很開心[作答##。]',
  },
];

/** A reading composite (COMBINATION_READING) with two children. */
export const sampleReading: CompositeQuestion = {
  ...base,
  questionId: 'sample-read-en',
  questionType: 'COMBINATION_READING',
  subjectCode: 'ENGLISH',
  questionTitle: 'Read the passage and answer the questions.',
  question: [text('Tom has a red bike. Every Saturday he rides it to the park with his sister, Amy.')],
  combinationQuestions: [
    {
      ...base,
      questionId: 'sample-read-en-1',
      questionType: 'SINGLE_CHOICE',
      subjectCode: 'ENGLISH',
      question: [text('What colour is Tom’s bike?')],
      options: [choice('1', 'blue'), choice('2', 'red'), choice('3', 'green')],
      questionAnswer: '2',
    },
    {
      ...base,
      questionId: 'sample-read-en-2',
      questionType: 'COMPLETION',
      subjectCode: 'ENGLISH',
      question: [text('Tom rides to the park on [$$] with [$$].')],
      blankNum: 2,
      questionAnswer: 'Saturday|Saturdays##Amy|his sister',
    },
  ],
};

/** A listening composite (COMBINATION_LISTENING) with title, preview and content audio. */
export const sampleListening: CompositeQuestion = {
  ...base,
  questionId: 'sample-listen-zh',
  questionType: 'COMBINATION_LISTENING',
  subjectCode: 'CHINESE',
  questionTitle: '聆聽錄音，回答問題。',
  question: [
    { contentType: 'AUDIO', content: '/samples/listen-title.wav', audioType: 'TITLE' },
    { contentType: 'AUDIO', content: '/samples/listen-content.wav', audioType: 'CONTENT' },
  ],
  listenTitleAudioUrl: '/samples/listen-title.wav',
  listenPreviewAudioUrl: '/samples/listen-preview.wav',
  listenContentAudioUrl: '/samples/listen-content.wav',
  combinationQuestions: [
    {
      ...base,
      questionId: 'sample-listen-zh-1',
      questionType: 'SINGLE_CHOICE',
      subjectCode: 'CHINESE',
      question: [text('小美星期六去了哪裏？')],
      options: [choice('1', '圖書館'), choice('2', '海灘'), choice('3', '博物館')],
      answerAudioNum: 2,
      questionAnswer: '3',
    },
  ],
};

/** A chart composite (COMBINATION_CHART) in Maths. */
export const sampleChart: CompositeQuestion = {
  ...base,
  questionId: 'sample-chart-math',
  questionType: 'COMBINATION_CHART',
  subjectCode: 'MATH',
  questionTitle: '看圖表，回答問題。',
  question: [
    text('下表顯示五年級學生最喜愛的水果：蘋果 12 人，香蕉 8 人，橙 5 人。'),
    { contentType: 'PICTURE', content: '/samples/fruit-chart.svg' },
  ],
  combinationQuestions: [
    {
      ...base,
      questionId: 'sample-chart-math-1',
      questionType: 'COMPLETION',
      subjectCode: 'MATH',
      question: [text('喜愛蘋果的比喜愛橙的多 [$$] 人。')],
      blankNum: 1,
      questionAnswer: '7',
    },
    {
      ...base,
      questionId: 'sample-chart-math-2',
      questionType: 'MULTIPLE_CHOICE',
      subjectCode: 'MATH',
      question: [text('哪些水果有多於 6 人喜愛？')],
      options: [choice('1', '蘋果'), choice('2', '香蕉'), choice('3', '橙')],
      questionAnswer: '1;2',
    },
  ],
};

/** Every sample question: the base ones, then the three composites. */
export const sampleQuestions: Question[] = [
  ...sampleBaseQuestions,
  sampleReading,
  sampleListening,
  sampleChart,
];
