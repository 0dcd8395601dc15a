import { type BankItem, builders, pic, picture, text } from './build';

/** Knowledge points of Mathematics the bank is tagged with (English names, as in the HK curriculum guide). */
export const MATH_KNOWLEDGE_POINTS = [
  'Shapes',
  'Comparing numbers',
  'Addition and subtraction',
  'Multiplication',
  'Division',
  'Odd and even numbers',
  'Factors and multiples',
  'Prime numbers',
  'Fractions',
  'Decimals',
  'Percentages',
  'Money',
  'Time',
  'Measurement',
  'Area and volume',
  'Circles',
  'Angles',
  'Directed numbers',
  'Algebra',
  'Linear equations',
  'Simultaneous equations',
  "Pythagoras' theorem",
  'Trigonometry',
  'Data handling',
  'Problem solving',
] as const;

/** The question builders of Mathematics. */
const q = builders('MATH');

/** The Mathematics bank: at least three questions of every type, P1 to S3, in Traditional Chinese with LaTeX. */
export const MATH_BANK: BankItem[] = [
  // 單項選擇 SINGLE_CHOICE
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Shapes'],
    content: q.singleChoice({
      title: '選出正確的答案。',
      body: '哪一個是三角形？',
      options: [pic('square.svg'), pic('triangle.svg'), pic('circle.svg')],
      answer: 2,
      perRow: 3,
      analysis: '三角形有 3 條直的邊和 3 個角。正方形有 4 條邊，圓形沒有直的邊。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Multiplication'],
    content: q.singleChoice({
      title: '選出正確的答案。',
      body: '$$24 \\times 5 = ?$$',
      options: ['100', '120', '125', '150'],
      answer: 2,
      analysis: '$$24 \\times 5 = 20 \\times 5 + 4 \\times 5 = 100 + 20 = 120$$',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Linear equations'],
    content: q.singleChoice({
      title: '解方程。',
      body: '若 $$3x - 7 = 11$$，則 $$x$$ 的值是多少？',
      options: ['4', '6', '$$\\frac{4}{3}$$', '18'],
      answer: 2,
      analysis: '$$3x - 7 = 11 \\Rightarrow 3x = 18 \\Rightarrow x = 6$$。驗算：$$3(6) - 7 = 11$$。',
    }),
  },

  // 多項選擇 MULTIPLE_CHOICE
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Odd and even numbers'],
    content: q.multipleChoice({
      title: '選出所有雙數。（答案多於一個）',
      body: '以下哪些是雙數？',
      options: ['12', '25', '38', '41', '50'],
      answer: [1, 3, 5],
      perRow: 3,
      analysis:
        '個位是 0、2、4、6 或 8 的整數是雙數，所以 12、38、50 是雙數；25 和 41 的個位是單數，是單數。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'HKAT',
    knowledgePoints: ['Factors and multiples'],
    content: q.multipleChoice({
      title: '選出所有正確的答案。（答案多於一個）',
      body: '以下哪些是 36 的因數？',
      options: ['4', '5', '9', '12', '16'],
      answer: [1, 3, 4],
      perRow: 3,
      analysis: '$$36 = 4 \\times 9 = 3 \\times 12$$，所以 4、9、12 都是 36 的因數。36 不能被 5 或 16 整除。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Prime numbers'],
    content: q.multipleChoice({
      title: '選出所有質數。（答案多於一個）',
      body: '以下哪些是質數？',
      options: ['21', '23', '27', '29', '31'],
      answer: [2, 4, 5],
      perRow: 3,
      analysis:
        '質數只有 1 和它本身兩個因數。23、29、31 是質數；$$21 = 3 \\times 7$$，$$27 = 3 \\times 9$$，都是合成數。',
    }),
  },

  // 填充 COMPLETION
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Addition and subtraction'],
    content: q.completion({
      title: '計算。',
      body: '$$36 + 27 =$$ [$$]　　$$80 - 45 =$$ [$$]',
      answers: ['63', '35'],
      analysis:
        '$$36 + 27$$：個位 $$6 + 7 = 13$$，寫 3 進 1，十位 $$3 + 2 + 1 = 6$$，得 63。$$80 - 45$$：個位 0 不夠減 5，向十位借 1，$$10 - 5 = 5$$，$$7 - 4 = 3$$，得 35。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Fractions'],
    content: q.completion({
      title: '計算，答案以最簡分數表示。',
      body: '$$\\frac{2}{5} + \\frac{1}{5} =$$ [$$]　　$$\\frac{3}{4} - \\frac{1}{2} =$$ [$$]',
      answers: [
        ['$$\\frac{3}{5}$$', '3/5', '0.6'],
        ['$$\\frac{1}{4}$$', '1/4', '0.25'],
      ],
      math: true,
      analysis: [
        text(
          '同分母分數相加，分母不變，分子相加：$$\\frac{2}{5} + \\frac{1}{5} = \\frac{3}{5}$$。異分母要先通分：$$\\frac{3}{4} - \\frac{1}{2} = \\frac{3}{4} - \\frac{2}{4} = \\frac{1}{4}$$。',
        ),
        picture('fraction-bars.svg'),
      ],
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ["Pythagoras' theorem", 'Area and volume'],
    content: q.completion({
      title: '看圖，填上答案。',
      body: [
        text(
          '直角三角形 ABC 中，$$\\angle B = 90^\\circ$$，AB = 6 cm，BC = 8 cm。<br>AC = [$$] cm，三角形 ABC 的面積 = [$$] $$cm^2$$',
        ),
        picture('right-triangle.svg'),
      ],
      answers: ['10', '24'],
      analysis:
        '根據畢氏定理，$$AC^2 = AB^2 + BC^2 = 6^2 + 8^2 = 100$$，所以 $$AC = 10$$ cm。面積 $$= \\frac{1}{2} \\times 6 \\times 8 = 24\\ cm^2$$。',
    }),
  },

  // 選擇填充 CHOICE_COMPLETION
  {
    gradeCode: 1,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Comparing numbers'],
    content: q.choiceCompletion({
      title: '選上「>」、「<」或「=」。',
      body: '15 [$$] 51　　20 [$$] 20　　9 [$$] 6',
      options: ['>', '<', '='],
      answers: ['<', '=', '>'],
      analysis:
        '先比較十位：15 的十位是 1，51 的十位是 5，所以 15 < 51。20 和 20 相同，用「=」。9 比 6 大，用「>」。開口向着較大的數。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Measurement'],
    content: q.choiceCompletion({
      title: '選出適當的單位。',
      body: '一瓶礦泉水約有 500 [$$]。課室的門高約 2 [$$]。',
      options: ['毫升', '升', '米', '厘米'],
      answers: ['毫升', '米'],
      analysis: '一瓶礦泉水容量較小，用「毫升」（500 毫升）；門高約 2 米，若用厘米則是 200 厘米。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Algebra', 'Linear equations'],
    content: q.choiceCompletion({
      title: '選出正確的答案。',
      body: '直線 $$y = 2x + 3$$ 的斜率是 [$$]，y 軸截距是 [$$]。',
      options: ['2', '3', '-3', '$$\\frac{1}{2}$$'],
      answers: ['2', '3'],
      analysis: '直線方程 $$y = mx + c$$ 中，$$m$$ 是斜率，$$c$$ 是 y 軸截距。所以斜率是 2，y 軸截距是 3。',
    }),
  },

  // 簡答 SHORT_ANSWER
  {
    gradeCode: 3,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Multiplication', 'Problem solving'],
    content: q.shortAnswer({
      title: '應用題',
      body: '一盒雞蛋有 6 隻，4 盒共有多少隻雞蛋？<br>答：共有 [$$] 隻雞蛋。',
      answers: [['24', '二十四']],
      analysis: '每盒 6 隻，有 4 盒：$$6 \\times 4 = 24$$（隻）。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Percentages', 'Money'],
    content: q.shortAnswer({
      title: '應用題',
      body: '一件外套原價 $400，現以八折出售。售價是多少？<br>答：售價是 [$$] 元。',
      answers: [['320', '$320']],
      analysis: '八折即原價的 80%：$$400 \\times 80\\% = 400 \\times 0.8 = 320$$，售價是 $320。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['Directed numbers'],
    content: q.shortAnswer({
      title: '應用題',
      body: '早上的氣溫是 $$-3^\\circ C$$，到中午上升了 $$8^\\circ C$$。中午的氣溫是多少？<br>答：[$$] °C',
      answers: [['5', '+5']],
      analysis: '$$-3 + 8 = 5$$，所以中午的氣溫是 $$5^\\circ C$$。',
    }),
  },

  // 寫作 ESSAY
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Multiplication'],
    content: q.essay({
      title: '數學日記',
      body: '寫一篇數學日記：你在日常生活中甚麼時候會用到乘法？舉出最少兩個例子，並寫出算式。（不少於 80 字）',
      wordsLimit: 300,
      openingSentence: '今天，我發現原來乘法就在我身邊……',
      analysis:
        '評分重點：舉出真實的生活例子（如買幾包相同價錢的文具、計算幾排座位的人數）；每個例子寫出正確的乘法算式和答案；說明為甚麼用乘法比連加方便。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Fractions'],
    content: q.essay({
      title: '數學日記',
      body: '「分數在哪裏？」在家中或街上找出三個用到分數的例子（例如把薄餅平均分成 8 份），畫圖或描述，並說明每個例子代表的分數。',
      wordsLimit: 400,
      analysis:
        '評分重點：每個例子都要是「平均分」；正確寫出分數（分母是總份數，分子是所取的份數）；能比較或加減其中兩個分數更佳。',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Data handling'],
    content: q.essay({
      title: '專題寫作',
      body: '統計圖會誤導讀者嗎？搜集一幅報章或網上的統計圖，寫一篇短文分析它可能怎樣誤導讀者（例如縱軸不從零開始、比例不當），並提出改善方法。',
      wordsLimit: 600,
      analysis:
        '評分重點：清楚描述所選統計圖；指出具體的誤導之處並以數據說明；提出合理的改善方法；結論帶出閱讀統計圖時應有的批判態度。',
    }),
  },

  // 詳題 LONG_ANSWER
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Division', 'Problem solving'],
    content: q.longAnswer({
      title: '應用題（列式計算）',
      body: '學校買了 8 箱練習簿，每箱有 125 本，平均分給 5 班。每班得多少本？寫出計算步驟。',
      analysis:
        '參考答案：練習簿總數 $$= 125 \\times 8 = 1000$$（本）；每班得 $$1000 \\div 5 = 200$$（本）。答：每班得 200 本。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'HKAT',
    knowledgePoints: ['Circles'],
    content: q.longAnswer({
      title: '應用題（列式計算）',
      body: [
        text(
          '一個圓形花圃的直徑是 14 m。沿花圃的邊圍一圈欄杆，欄杆長多少米？（取 $$\\pi = \\frac{22}{7}$$）寫出計算步驟。',
        ),
        picture('circle-garden.svg'),
      ],
      analysis: '參考答案：圓周 $$= \\pi d = \\frac{22}{7} \\times 14 = 44$$（m）。答：欄杆長 44 m。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Simultaneous equations'],
    content: q.longAnswer({
      title: '解聯立方程，並驗算。',
      body: '$$\\begin{cases} x + y = 10 \\\\ x - y = 4 \\end{cases}$$',
      analysis:
        '參考答案（加減消元法）：兩式相加，$$2x = 14$$，$$x = 7$$；代入 $$x + y = 10$$，$$y = 3$$。驗算：$$7 + 3 = 10$$，$$7 - 3 = 4$$。',
    }),
  },

  // 排序 RECOMBINE_SENTENCE
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Comparing numbers'],
    content: q.recombineSentence({
      title: '由小至大排列。',
      body: '把以下的數由小至大排列。',
      order: ['45', '54', '405', '450'],
      analysis: '先比較位數：兩位數比三位數小，所以 45、54 在前；再比較最高位：45 < 54，405 < 450。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Fractions'],
    content: q.recombineSentence({
      title: '由小至大排列。',
      body: '把以下的分數由小至大排列。',
      order: ['$$\\frac{1}{6}$$', '$$\\frac{1}{3}$$', '$$\\frac{1}{2}$$', '$$\\frac{3}{4}$$'],
      analysis:
        '通分為十二分之幾：$$\\frac{1}{6} = \\frac{2}{12}$$，$$\\frac{1}{3} = \\frac{4}{12}$$，$$\\frac{1}{2} = \\frac{6}{12}$$，$$\\frac{3}{4} = \\frac{9}{12}$$，比較分子即可。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['Linear equations'],
    content: q.recombineSentence({
      title: '把解方程的步驟排列好。',
      body: '解方程 $$2x + 5 = 13$$，把步驟按次序排列。',
      order: ['$$2x + 5 = 13$$', '$$2x = 13 - 5$$', '$$2x = 8$$', '$$x = 4$$'],
      analysis: '先把常數項移到右邊（兩邊減 5），計算得 $$2x = 8$$，再兩邊除以 2 得 $$x = 4$$。',
    }),
  },

  // 說話 SPEAKING
  {
    gradeCode: 1,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Comparing numbers'],
    content: q.speaking({
      title: '看圖說一說',
      body: [
        text('數一數圖中的蘋果和橙，用粵語說出各有多少個，哪一種比較多，多了幾個。'),
        picture('fruit-count.svg'),
      ],
      analysis: '圖中有 5 個蘋果和 3 個橙。參考說法：「有五個蘋果，三個橙。蘋果比橙多，多了兩個。」',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Fractions', 'Multiplication'],
    content: q.speaking({
      title: '口頭講解',
      body: '用粵語講解你如何計算 $$1\\frac{1}{2} \\times 4$$，最少說出兩種方法。',
      analysis:
        '方法一：化為假分數，$$\\frac{3}{2} \\times 4 = 6$$。方法二：分拆，$$1 \\times 4 + \\frac{1}{2} \\times 4 = 4 + 2 = 6$$。講解時要說清每一步的理由。',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['Angles'],
    content: q.speaking({
      title: '口頭講解',
      body: '用粵語解釋為甚麼任何三角形的內角和都是 $$180^\\circ$$。你可以用摺紙或平行線來說明。',
      analysis:
        '參考：過三角形一個頂點畫一條與對邊平行的直線，利用錯角相等，三個內角剛好拼成一條直線上的角，即 $$180^\\circ$$（直線上的鄰角）。',
    }),
  },

  // 連線 CONNECTING
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Shapes'],
    content: q.connecting({
      title: '把圖形和名稱連起來。',
      body: '連一連。',
      pairs: [
        ['三角形', pic('triangle.svg')],
        ['正方形', pic('square.svg')],
        ['圓形', pic('circle.svg')],
        ['長方形', pic('rectangle.svg')],
      ],
      rightOrder: [2, 3, 0, 1],
      analysis: '三角形有 3 條邊；正方形有 4 條一樣長的邊；長方形有 4 條邊，對邊一樣長；圓形沒有角。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Multiplication'],
    content: q.connecting({
      title: '把算式和答案連起來。',
      body: '連一連。',
      pairs: [
        ['$$7 \\times 8$$', '56'],
        ['$$6 \\times 9$$', '54'],
        ['$$12 \\times 4$$', '48'],
        ['$$9 \\times 9$$', '81'],
      ],
      rightOrder: [3, 1, 2, 0],
      analysis: '$$7 \\times 8 = 56$$，$$6 \\times 9 = 54$$，$$12 \\times 4 = 48$$，$$9 \\times 9 = 81$$。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Algebra'],
    content: q.connecting({
      title: '把式子和它的展開式連起來。',
      body: '連一連。',
      pairs: [
        ['$$(x+2)(x+3)$$', '$$x^2+5x+6$$'],
        ['$$(x-2)(x+3)$$', '$$x^2+x-6$$'],
        ['$$(x+2)^2$$', '$$x^2+4x+4$$'],
      ],
      rightOrder: [1, 2, 0],
      analysis:
        '$$(x+a)(x+b) = x^2 + (a+b)x + ab$$：$$(x+2)(x+3) = x^2+5x+6$$；$$(x-2)(x+3) = x^2+x-6$$；$$(x+2)^2 = x^2+4x+4$$。',
    }),
  },

  // 配對 MATCHING
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Time'],
    content: q.matching({
      title: '把時間配對起來。',
      body: '配一配。',
      pairs: [
        ['三時十五分', '3:15'],
        ['八時半', '8:30'],
        ['十一時正', '11:00'],
        ['六時四十五分', '6:45'],
      ],
      rightOrder: [1, 3, 0, 2],
      analysis: '「半」即 30 分；「正」即 00 分；「三時十五分」寫作 3:15。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Fractions', 'Decimals'],
    content: q.matching({
      title: '把相等的分數和小數配對。',
      body: '配一配。',
      pairs: [
        ['$$\\frac{1}{5}$$', '0.2'],
        ['$$\\frac{3}{10}$$', '0.3'],
        ['$$\\frac{1}{4}$$', '0.25'],
        ['$$\\frac{7}{20}$$', '0.35'],
      ],
      rightOrder: [2, 0, 3, 1],
      analysis:
        '把分母化成 10 或 100：$$\\frac{1}{5} = \\frac{2}{10} = 0.2$$，$$\\frac{1}{4} = \\frac{25}{100} = 0.25$$，$$\\frac{7}{20} = \\frac{35}{100} = 0.35$$。',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Trigonometry'],
    content: q.matching({
      title: '把三角比和它的值配對。',
      body: '配一配。',
      pairs: [
        ['$$\\sin 30^\\circ$$', '$$\\frac{1}{2}$$'],
        ['$$\\tan 45^\\circ$$', '1'],
        ['$$\\cos 30^\\circ$$', '$$\\frac{\\sqrt{3}}{2}$$'],
        ['$$\\tan 60^\\circ$$', '$$\\sqrt{3}$$'],
      ],
      rightOrder: [3, 0, 2, 1],
      analysis:
        '特殊角的三角比：$$\\sin 30^\\circ = \\frac{1}{2}$$，$$\\cos 30^\\circ = \\frac{\\sqrt{3}}{2}$$，$$\\tan 45^\\circ = 1$$，$$\\tan 60^\\circ = \\sqrt{3}$$。',
    }),
  },

  // 拖拉填充 TEXT_DRAG
  {
    gradeCode: 2,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Money', 'Addition and subtraction'],
    content: q.textDrag({
      title: '把正確的數拖到空格內。',
      body: '一枝鉛筆 $3，一本練習簿 $8。買一枝鉛筆和一本練習簿共需 [$$] 元，付 $20 可找回 [$$] 元。',
      options: ['11', '9', '5', '12'],
      answers: [1, 2],
      analysis: '共需 $$3 + 8 = 11$$（元）；找回 $$20 - 11 = 9$$（元）。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'HKAT',
    knowledgePoints: ['Area and volume'],
    content: q.textDrag({
      title: '看圖，把正確的答案拖到空格內。',
      body: [
        text('長方體的長 5 cm、闊 4 cm、高 3 cm。<br>它的底面面積是 [$$]，體積是 [$$]。'),
        picture('cuboid.svg'),
      ],
      options: ['$$20\\ cm^2$$', '$$60\\ cm^3$$', '$$12\\ cm^2$$', '$$47\\ cm^3$$'],
      answers: [1, 2],
      analysis:
        '底面面積 $$= 5 \\times 4 = 20\\ cm^2$$；體積 = 長 × 闊 × 高 = $$5 \\times 4 \\times 3 = 60\\ cm^3$$。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Algebra', 'Directed numbers'],
    content: q.textDrag({
      title: '代入求值，把答案拖到空格內。',
      body: '若 $$a = 3$$，$$b = -2$$，則 $$a + b =$$ [$$]，$$ab =$$ [$$]。',
      options: ['1', '-6', '5', '6'],
      answers: [1, 2],
      analysis: '$$a + b = 3 + (-2) = 1$$；$$ab = 3 \\times (-2) = -6$$（正數乘負數得負數）。',
    }),
  },

  // 標點（審題）PUNCTUATION
  {
    gradeCode: 3,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Problem solving'],
    content: q.punctuation({
      title: '審題練習：在已知條件下加底線，在要求的問題上加標記，並加上標點符號。',
      body: '解應用題前先審題：找出已知條件和問題。',
      key: '[U:小明有24張郵票][作答##，][U:送了9張給弟弟][作答##，][T:小明還剩下多少張郵票][作答##？]',
      analysis:
        '已知條件是「小明有24張郵票」和「送了9張給弟弟」；問題是「小明還剩下多少張郵票」，問句用問號。算式：$$24 - 9 = 15$$（張）。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'HKAT',
    knowledgePoints: ['Problem solving', 'Division'],
    content: q.punctuation({
      title: '審題練習：在已知條件下加底線，在要求的問題上加標記，並加上標點符號。',
      body: '解應用題前先審題：找出已知條件和問題。',
      key: '[U:一輛巴士每小時行駛60公里][作答##，][T:行駛150公里需要多少小時][作答##？]',
      analysis:
        '已知速率是每小時 60 公里，距離是 150 公里；問題是所需時間。時間 $$= 150 \\div 60 = 2.5$$（小時）。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Problem solving', 'Linear equations'],
    content: q.punctuation({
      title: '審題練習：在已知條件下加底線，在要求的問題上加標記，並加上標點符號。',
      body: '解應用題前先審題：找出已知條件和問題。',
      key: '[U:一個長方形的周界是36厘米][作答##，][U:長比闊多4厘米][作答##。][T:求長方形的面積][作答##。]',
      analysis:
        '設闊為 $$x$$ cm，長為 $$x + 4$$ cm：$$2(x + x + 4) = 36$$，$$x = 7$$。面積 $$= 11 \\times 7 = 77\\ cm^2$$。「求……」是祈使句，句末用句號。',
    }),
  },

  // 全文標點 PUNCTUATION_ALL
  {
    gradeCode: 4,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Problem solving', 'Division'],
    content: q.punctuationAll({
      title: '為整道應用題加上標點符號，並在問題上加標記。',
      body: '先加標點，再找出問題。',
      key: '媽媽買了3盒蘋果[作答##，]每盒有12個[作答##。]她把蘋果平均分給4個孩子[作答##，][T:每個孩子得到多少個蘋果][作答##？]',
      analysis:
        '加好標點後，題目分成兩句：第一句交代蘋果總數（$$3 \\times 12 = 36$$ 個），第二句以問號結束，是要求的問題：$$36 \\div 4 = 9$$（個）。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Problem solving', 'Decimals'],
    content: q.punctuationAll({
      title: '為整道應用題加上標點符號，在已知條件下加底線，在問題上加標記。',
      body: '先加標點，再審題。',
      key: '[U:一桶油有5升][作答##，][U:用了2.4升][作答##，][T:還剩下多少升][作答##？]',
      analysis: '已知「一桶油有5升」和「用了2.4升」，問題是「還剩下多少升」。$$5 - 2.4 = 2.6$$（升）。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['Problem solving', 'Linear equations'],
    content: q.punctuationAll({
      title: '為整段文字加上標點符號，在已知條件下加底線，在問題上加標記。',
      body: '先加標點，再審題。',
      key: '老師說[作答##：][作答##「][U:一個數的3倍減去7等於11][作答##，][T:求這個數][作答##。][作答##」]',
      analysis: '引述老師的話用冒號和引號。設這個數為 $$x$$：$$3x - 7 = 11$$，$$x = 6$$。',
    }),
  },

  // 閱讀 COMBINATION_READING
  {
    gradeCode: 3,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Multiplication', 'Division', 'Problem solving'],
    content: q.reading({
      title: '閱讀資料，回答問題。',
      body: '三年級舉行旅行日。三年級共有 4 班，每班有 32 名學生。每輛旅遊巴最多可載 45 人，每名學生的車費是 $25。',
      analysis: '先找出每題需要的資料，再選擇適當的運算。',
      children: [
        q.completion({
          title: '',
          body: '三年級共有 [$$] 名學生。',
          answers: ['128'],
          analysis: '$$32 \\times 4 = 128$$（名）。',
        }),
        q.singleChoice({
          title: '',
          body: '最少要租多少輛旅遊巴？',
          options: ['2 輛', '3 輛', '4 輛'],
          answer: 2,
          perRow: 3,
          analysis: '$$128 \\div 45 = 2$$ 餘 38，餘下的 38 人也要坐車，所以要 3 輛。',
        }),
        q.completion({
          title: '',
          body: '每班學生的車費共 [$$] 元。',
          answers: ['800'],
          analysis: '$$25 \\times 32 = 800$$（元）。',
        }),
      ],
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Area and volume', 'Problem solving'],
    content: q.reading({
      title: '閱讀資料，回答問題。',
      body: '陳先生要為一個長 6 m、闊 4 m 的長方形房間鋪地磚。每塊地磚是邊長 0.5 m 的正方形，每塊售 $18。',
      analysis: '先求房間面積，再求每塊地磚的面積，相除得塊數。',
      children: [
        q.completion({
          title: '',
          body: '房間的面積是 [$$] $$m^2$$。',
          answers: ['24'],
          analysis: '$$6 \\times 4 = 24\\ m^2$$。',
        }),
        q.completion({
          title: '',
          body: '需要 [$$] 塊地磚。',
          answers: ['96'],
          analysis: '每塊面積 $$0.5 \\times 0.5 = 0.25\\ m^2$$；$$24 \\div 0.25 = 96$$（塊）。',
        }),
        q.singleChoice({
          title: '',
          body: '地磚共需多少元？',
          options: ['$432', '$1728', '$1296'],
          answer: 2,
          perRow: 3,
          analysis: '$$96 \\times 18 = 1728$$（元）。',
        }),
      ],
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['Algebra', 'Linear equations', 'Problem solving'],
    content: q.reading({
      title: '閱讀資料，回答問題。',
      body: '手機公司有兩個月費計劃：<br>計劃 A：月費 $98，通話時間不限。<br>計劃 B：月費 $38，每分鐘通話另收 $0.2。<br>設每月通話 $$x$$ 分鐘，計劃 B 的月費是 $$C$$ 元。',
      analysis: '以代數式表示計劃 B 的收費，再比較兩個計劃。',
      children: [
        q.singleChoice({
          title: '',
          body: '以下哪一條式子表示 $$C$$？',
          options: ['$$C = 38x + 0.2$$', '$$C = 38 + 0.2x$$', '$$C = 98 + 0.2x$$', '$$C = 0.2(38 + x)$$'],
          answer: 2,
          analysis: '月費 $38 是固定的，另加每分鐘 $0.2，所以 $$C = 38 + 0.2x$$。',
        }),
        q.completion({
          title: '',
          body: '通話 [$$] 分鐘時，兩個計劃的收費相同。',
          answers: ['300'],
          analysis: '$$38 + 0.2x = 98 \\Rightarrow 0.2x = 60 \\Rightarrow x = 300$$。',
        }),
        q.singleChoice({
          title: '',
          body: '每月通話 400 分鐘，哪個計劃較便宜？',
          options: ['計劃 A', '計劃 B', '一樣'],
          answer: 1,
          perRow: 3,
          analysis: '計劃 B：$$38 + 0.2 \\times 400 = 118 > 98$$，所以計劃 A 較便宜。',
        }),
      ],
    }),
  },

  // 聆聽 COMBINATION_LISTENING
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Addition and subtraction', 'Multiplication'],
    content: q.listening({
      title: '口算：聆聽題目，寫出答案。',
      body: '可按需要重複播放錄音。',
      titleAudio: 'math-listen-title.mp3',
      contentAudio: 'math-listen-sweets.mp3',
      analysis:
        '錄音內容：第一題，小華有十五粒糖，吃了六粒，還剩下多少粒？第二題，一枝筆三元，買四枝要多少元？',
      children: [
        q.completion({
          title: '',
          body: '第一題：還剩下 [$$] 粒糖。',
          answers: [['9', '九']],
          analysis: '$$15 - 6 = 9$$（粒）。',
        }),
        q.completion({
          title: '',
          body: '第二題：要 [$$] 元。',
          answers: [['12', '十二']],
          analysis: '$$3 \\times 4 = 12$$（元）。',
        }),
      ],
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Division', 'Time'],
    content: q.listening({
      title: '口算：聆聽題目，回答問題。',
      body: '可按需要重複播放錄音。',
      titleAudio: 'math-listen-title.mp3',
      contentAudio: 'math-listen-division.mp3',
      analysis:
        '錄音內容：第一題，四十八除以六等於多少？第二題，一日有幾多小時？第三題，下午兩點鐘再過三小時，是下午幾點鐘？',
      children: [
        q.completion({
          title: '',
          body: '第一題：[$$]',
          answers: [['8', '八']],
          analysis: '$$48 \\div 6 = 8$$。',
        }),
        q.singleChoice({
          title: '',
          body: '第二題：一日有多少小時？',
          options: ['12', '24', '60'],
          answer: 2,
          perRow: 3,
          analysis: '一日有 24 小時。',
        }),
        q.completion({
          title: '',
          body: '第三題：下午 [$$] 時',
          answers: [['5', '五']],
          analysis: '下午 2 時再過 3 小時是下午 5 時。',
        }),
      ],
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Percentages', 'Money'],
    content: q.listening({
      title: '聆聽題目，回答問題。',
      body: '可按需要重複播放錄音。',
      titleAudio: 'math-listen-title.mp3',
      contentAudio: 'math-listen-profit.mp3',
      analysis:
        '錄音內容：一件貨品的成本是八十元，以一百元售出。第一題，盈利是多少元？第二題，盈利百分率是多少？',
      children: [
        q.completion({
          title: '',
          body: '第一題：盈利是 [$$] 元。',
          answers: [['20', '二十']],
          analysis: '盈利 = 售價 − 成本 = $$100 - 80 = 20$$（元）。',
        }),
        q.completion({
          title: '',
          body: '第二題：盈利百分率是 [$$]%。',
          answers: ['25'],
          analysis: '盈利百分率 $$= \\frac{20}{80} \\times 100\\% = 25\\%$$，注意是以成本作分母。',
        }),
      ],
    }),
  },

  // 圖表 COMBINATION_CHART
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Data handling'],
    content: q.chart({
      title: '看棒形圖，回答問題。',
      body: [text('下圖顯示四年級甲班學生最喜愛的水果。'), picture('fruit-chart.svg')],
      analysis: '從棒形圖讀出數據：蘋果 12 人，香蕉 9 人，橙 5 人。',
      children: [
        q.completion({
          title: '',
          body: '喜愛蘋果的比喜愛橙的多 [$$] 人。',
          answers: ['7'],
          analysis: '$$12 - 5 = 7$$（人）。',
        }),
        q.singleChoice({
          title: '',
          body: '最少學生喜愛哪一種水果？',
          options: ['蘋果', '香蕉', '橙'],
          answer: 3,
          perRow: 3,
          analysis: '橙的棒最短，只有 5 人。',
        }),
        q.completion({
          title: '',
          body: '甲班共有 [$$] 名學生參與調查。',
          answers: ['26'],
          analysis: '$$12 + 9 + 5 = 26$$（人）。',
        }),
      ],
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Data handling'],
    content: q.chart({
      title: '看折線圖，回答問題。',
      body: [text('下圖顯示某星期每天中午的氣溫。'), picture('temperature-line.svg')],
      analysis: '折線圖中每一點表示一天的氣溫，線向上表示上升，向下表示下降。',
      children: [
        q.singleChoice({
          title: '',
          body: '哪一天中午的氣溫最高？',
          options: ['星期一', '星期三', '星期五', '星期日'],
          answer: 3,
          analysis: '星期五的點最高，是 $$30^\\circ C$$。',
        }),
        q.completion({
          title: '',
          body: '星期一至星期二，氣溫下降了 [$$] 度。',
          answers: ['2'],
          analysis: '星期一 $$24^\\circ C$$，星期二 $$22^\\circ C$$，下降了 $$24 - 22 = 2$$ 度。',
        }),
        q.completion({
          title: '',
          body: '星期三的氣溫是 [$$] 度。',
          answers: ['26'],
          analysis: '星期三的點在 26 的位置。',
        }),
      ],
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Data handling'],
    content: q.chart({
      title: '看頻數分佈表，回答問題。',
      body: [text('下表顯示某班 20 名學生在數學小測中的得分（滿分 10 分）。'), picture('score-table.svg')],
      analysis: '平均數 = 總分 ÷ 人數；眾數是頻數最大的數據；中位數是排序後正中的數據。',
      children: [
        q.completion({
          title: '',
          body: '得分的眾數是 [$$] 分。',
          answers: ['7'],
          analysis: '7 分的頻數最大（8 人），所以眾數是 7。',
        }),
        q.completion({
          title: '',
          body: '得分的平均數是 [$$] 分。',
          answers: ['7'],
          analysis:
            '總分 $$= 5 \\times 2 + 6 \\times 4 + 7 \\times 8 + 8 \\times 4 + 9 \\times 2 = 140$$，平均數 $$= 140 \\div 20 = 7$$。',
        }),
        q.singleChoice({
          title: '',
          body: '得分的中位數是多少？',
          options: ['6', '6.5', '7', '8'],
          answer: 3,
          perRow: 2,
          analysis: '20 個數據由小至大排列，第 10 和第 11 個數據都是 7，中位數 $$= \\frac{7 + 7}{2} = 7$$。',
        }),
      ],
    }),
  },
];
