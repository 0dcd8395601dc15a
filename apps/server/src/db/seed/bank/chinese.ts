import { audio, type BankItem, builders, pic, picture, text } from './build';

/** Knowledge points of Chinese Language (中國語文) the bank is tagged with. */
export const CHINESE_KNOWLEDGE_POINTS = [
  '看圖識字',
  '量詞',
  '部首',
  '成語',
  '近義詞與反義詞',
  '關聯詞',
  '詞語運用',
  '句式',
  '修辭手法',
  '標點符號',
  '閱讀理解',
  '聆聽理解',
  '寫作',
  '說話',
  '文學常識',
  '文言文',
  '非連續性文本',
] as const;

/** The question builders of Chinese. */
const q = builders('CHINESE');

/** The Chinese bank: at least three questions of every type, P1 to S3, in Traditional Chinese. */
export const CHINESE_BANK: BankItem[] = [
  // 單項選擇 SINGLE_CHOICE
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['看圖識字'],
    content: q.singleChoice({
      title: '看圖，選出正確的答案。',
      body: [text('圖中的小朋友在公園裏做甚麼？'), picture('park-kite.svg')],
      options: ['放風箏', '踢足球', '盪鞦韆'],
      answer: 1,
      perRow: 3,
      analysis: '圖中的小朋友手裏拉着一條線，線的另一端是天上的風箏，所以他在放風箏。',
    }),
  },
  {
    gradeCode: 3,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['量詞'],
    content: q.singleChoice({
      title: '選出適當的量詞。',
      body: '哥哥給遠方的朋友寫了一（　）信。',
      options: ['張', '封', '本', '件'],
      answer: 2,
      analysis:
        '信件的量詞是「封」，例如「一封信」、「兩封電郵」。「張」用於紙、「本」用於書、「件」用於衣服或事情。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['修辭手法'],
    content: q.singleChoice({
      title: '選出正確的答案。',
      body: '「她的笑容像春天的陽光一樣溫暖。」這句子運用了哪種修辭手法？',
      options: ['明喻', '暗喻', '擬人', '誇張'],
      answer: 1,
      analysis:
        '句中有本體「笑容」、喻體「春天的陽光」和喻詞「像」，三者齊全，是明喻。暗喻的喻詞是「是」、「成了」等；擬人是把物當作人來寫。',
    }),
  },

  // 多項選擇 MULTIPLE_CHOICE
  {
    gradeCode: 2,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['部首'],
    content: q.multipleChoice({
      title: '選出所有部首是「氵」的字。（答案多於一個）',
      body: '以下哪些字的部首是「氵」？',
      options: ['河', '海', '林', '湖', '紅'],
      answer: [1, 2, 4],
      perRow: 3,
      analysis:
        '「河」、「海」、「湖」都與水有關，部首是「氵」（三點水）。「林」的部首是「木」，「紅」的部首是「糸」。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'HKAT',
    knowledgePoints: ['近義詞與反義詞'],
    content: q.multipleChoice({
      title: '選出所有正確的答案。（答案多於一個）',
      body: '以下哪些詞語是「美麗」的近義詞？',
      options: ['漂亮', '醜陋', '秀麗', '平凡'],
      answer: [1, 3],
      analysis:
        '「漂亮」和「秀麗」都有好看的意思，是「美麗」的近義詞。「醜陋」是反義詞，「平凡」指普通，意思不同。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'A_PLUS',
    knowledgePoints: ['修辭手法'],
    content: q.multipleChoice({
      title: '選出所有運用了對偶的句子。（答案多於一個）',
      body: '以下哪些詩句運用了對偶？',
      options: [
        '海內存知己，天涯若比鄰。',
        '白日依山盡，黃河入海流。',
        '床前明月光，疑是地上霜。',
        '春眠不覺曉，處處聞啼鳥。',
      ],
      answer: [1, 2],
      perRow: 1,
      analysis:
        '對偶要求上下兩句字數相等、詞性相對、結構相同。「海內」對「天涯」、「存知己」對「若比鄰」；「白日」對「黃河」、「依山盡」對「入海流」，都是對偶。其餘兩句上下句的詞性和結構並不相對。',
    }),
  },

  // 填充 COMPLETION
  {
    gradeCode: 1,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['量詞'],
    content: q.completion({
      title: '填上適當的量詞。',
      body: '桌上有一（[$$]）圖書和一（[$$]）花。',
      answers: ['本', ['朵', '枝', '束']],
      analysis: '書本的量詞是「本」；花的量詞可以是「朵」，連着莖的可用「枝」，一把花可用「束」。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['成語'],
    content: q.completion({
      title: '填上適當的字，完成成語。',
      body: '一石二[$$]　　[$$]牛充棟',
      answers: ['鳥', '汗'],
      analysis:
        '「一石二鳥」比喻做一件事得到兩種好處；「汗牛充棟」形容藏書非常多，運書時牛也累得出汗，堆起來可達屋頂。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['關聯詞'],
    content: q.completion({
      title: '填上適當的關聯詞。',
      body: '[$$]天氣十分寒冷，[$$]爺爺仍然堅持每天晨運。',
      answers: [
        ['雖然', '儘管'],
        ['但是', '可是', '但', '可'],
      ],
      analysis: '前後兩個分句意思相反，是轉折關係，可用「雖然……但是……」或「儘管……可是……」。',
    }),
  },

  // 選擇填充 CHOICE_COMPLETION
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['詞語運用'],
    content: q.choiceCompletion({
      title: '選出適當的詞語，填在橫線上。',
      body: '新年到了，街上十分[$$]。圖書館裏很[$$]，大家都在專心看書。',
      options: ['熱鬧', '安靜', '美麗'],
      answers: ['熱鬧', '安靜'],
      analysis: '新年時街上人多、有很多活動，用「熱鬧」；圖書館裏大家專心看書，沒有聲音，用「安靜」。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['關聯詞'],
    content: q.choiceCompletion({
      title: '選出適當的關聯詞，填在橫線上。',
      body: '[$$]明天下大雨，我們[$$]留在家裏看書。',
      options: ['因為', '如果', '就', '但是'],
      answers: ['如果', '就'],
      analysis: '明天會否下雨還未知道，是假設關係，用「如果……就……」。',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['近義詞與反義詞', '詞語運用'],
    content: q.choiceCompletion({
      title: '辨析近義詞，選出適當的詞語。',
      body: '愛迪生[$$]了電燈，令人們的生活更方便；哥倫布[$$]了美洲新大陸。',
      options: ['發明', '發現', '發覺'],
      answers: ['發明', '發現'],
      analysis:
        '「發明」是創造出從前沒有的事物，如電燈；「發現」是找到本來已存在但未被人知道的事物，如美洲大陸；「發覺」多指察覺到，用於感覺或念頭。',
    }),
  },

  // 簡答 SHORT_ANSWER
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['詞語運用'],
    content: q.shortAnswer({
      title: '簡答題',
      body: '寫出兩個描寫天氣的詞語。（例：晴朗）',
      answers: [
        ['寒冷', '炎熱', '潮濕', '乾燥', '清涼', '溫暖', '暖和', '陰沉', '悶熱', '和暖', '涼快', '酷熱'],
        ['寒冷', '炎熱', '潮濕', '乾燥', '清涼', '溫暖', '暖和', '陰沉', '悶熱', '和暖', '涼快', '酷熱'],
      ],
      analysis:
        '描寫天氣的詞語可寫氣溫（寒冷、炎熱、涼快）、濕度（潮濕、乾燥）或天色（陰沉），請寫出兩個不同的詞語。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['近義詞與反義詞'],
    content: q.shortAnswer({
      title: '寫出下列詞語的反義詞。',
      body: '「勇敢」的反義詞：[$$]　「粗心」的反義詞：[$$]',
      answers: [
        ['膽小', '懦弱', '膽怯'],
        ['細心', '小心', '用心'],
      ],
      analysis:
        '「勇敢」指不怕危險，反義詞是「膽小」或「懦弱」；「粗心」指不仔細，反義詞是「細心」或「小心」。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'A_PLUS',
    knowledgePoints: ['閱讀理解', '文學常識'],
    content: q.shortAnswer({
      title: '根據朱自清《背影》回答問題。',
      body: '父親爬上月台，為作者買了甚麼？[$$]　作者在哪個車站與父親分別？[$$]',
      answers: [
        ['橘子', '朱紅的橘子'],
        ['浦口', '浦口車站', '浦口站'],
      ],
      analysis:
        '《背影》記述作者在南京浦口車站與父親分別，父親蹣跚地爬上月台，為他買了朱紅的橘子，作者看着父親的背影流下淚來。',
    }),
  },

  // 作文 ESSAY
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['寫作'],
    content: q.essay({
      title: '作文',
      body: '以「我的好朋友」為題，寫一篇不少於二百字的文章，介紹他的外貌、性格和你們之間的一件事。',
      wordsLimit: 400,
      openingSentence: '我有一個好朋友，他叫……',
      analysis:
        '評分重點：內容（外貌、性格描寫具體，並以一件事例表現友誼）、結構（開首點題，中段分段敘事，結尾抒發感受）、文句（用詞恰當，標點正確）。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['寫作'],
    content: q.essay({
      title: '作文',
      body: '以「我最敬佩的人」為題，寫一篇記敘文，不少於四百字。',
      wordsLimit: 700,
      analysis:
        '評分重點：選取一兩件具體事例，寫出人物令人敬佩的品格；運用外貌、語言、行動描寫；結尾說明自己得到的啟發，首尾呼應。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['寫作'],
    content: q.essay({
      title: '作文（議論文）',
      body: '試以「閱讀的好處」為題，寫一篇議論文，不少於六百字。',
      wordsLimit: 1000,
      analysis:
        '評分重點：開首提出清晰論點；以最少兩個論據（例如增長知識、培養品格）支持，並配合事例或名言論證；結尾總結並重申論點。',
    }),
  },

  // 長答 LONG_ANSWER
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['閱讀理解'],
    content: q.longAnswer({
      title: '閱讀寓言《龜兔賽跑》，用完整的句子回答。',
      body: '兔子跑得比烏龜快，為甚麼最後輸了比賽？你從這個故事學到甚麼道理？',
      wordsLimit: 200,
      analysis:
        '參考答案：兔子自以為跑得快，驕傲輕敵，在途中睡覺；烏龜堅持不懈，一步一步爬到終點，所以贏了。故事告訴我們不可驕傲自滿，做事要堅持到底。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['文言文'],
    content: q.longAnswer({
      title: '文言文理解',
      body: '解釋《論語》「學而時習之，不亦說乎？」的意思，並說明這句話對你學習的啟示。',
      wordsLimit: 250,
      analysis:
        '參考答案：意思是「學習了知識，按時溫習，不也是很愉快的嗎？」「說」通「悅」，解作愉快。啟示：學習後要定時溫習才能鞏固所學，並從中得到樂趣。',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['閱讀理解', '文學常識'],
    content: q.longAnswer({
      title: '閱讀理解（長答）',
      body: '朱自清《背影》中，作者如何通過父親買橘子一段表現父愛？試舉例分析。',
      wordsLimit: 300,
      analysis:
        '參考答案：作者運用細緻的動作描寫，如父親「蹣跚地走到鐵道邊」、「兩手攀着上面，兩腳再向上縮」，寫出肥胖的父親爬上月台的吃力，表現父親不惜辛苦照顧兒子；作者看見背影而流淚，以自己的感受襯托父愛的深沉。',
    }),
  },

  // 重組句子 RECOMBINE_SENTENCE
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['句式'],
    content: q.recombineSentence({
      title: '重組句子。',
      body: '把詞語排列成通順的句子。',
      order: ['我', '每天', '坐巴士', '上學'],
      analysis:
        '句子的次序是「誰（我）＋甚麼時候（每天）＋怎樣（坐巴士）＋做甚麼（上學）」：我每天坐巴士上學。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['句式'],
    content: q.recombineSentence({
      title: '重組「被」字句。',
      body: '把詞語排列成通順的「被」字句。',
      order: ['小狗', '被', '弟弟', '抱起來了'],
      analysis: '「被」字句的結構是「受事者＋被＋施事者＋動作」：小狗被弟弟抱起來了。',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['關聯詞', '句式'],
    content: q.recombineSentence({
      title: '重組句子。',
      body: '把以下部分排列成通順的條件複句。',
      order: ['只要', '你努力溫習', '就能', '取得好成績'],
      analysis:
        '「只要……就……」表示條件關係，「只要」引出條件，「就」引出結果：只要你努力溫習，就能取得好成績。',
    }),
  },

  // 說話 SPEAKING
  {
    gradeCode: 2,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['說話'],
    content: q.speaking({
      title: '看圖說話',
      body: [text('看圖，用粵語說一說圖中發生了甚麼事，最少說三句。'), picture('birthday.svg')],
      analysis:
        '說話提示：說出時間（晚上）、地點（家裏）、人物（婆婆、媽媽、小朋友）和事情（為婆婆慶祝生日、唱生日歌、切蛋糕），最後說說大家的心情。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['說話'],
    content: q.speaking({
      title: '朗讀',
      body: [
        text(
          '先聽示範，再用粵語朗讀以下段落，注意停頓和語氣。<br>春天來了，公園裏開滿了五顏六色的花。小鳥在樹上唱歌，小朋友在草地上放風箏，大家都笑得很開心。',
        ),
        audio('chinese-read-aloud.mp3', 'PREVIEW'),
      ],
      analysis: '評分重點：讀音準確、不漏字不加字；在逗號稍停、句號停頓較長；以愉快的語氣讀出春天的景象。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['說話'],
    content: q.speaking({
      title: '個人短講',
      body: '你認為中學生應否在課堂上使用智能手機學習？請用粵語發表兩分鐘短講，表明立場並提出最少兩個理由。',
      analysis:
        '評分重點：開首清楚表明立場；理由具體（如方便搜尋資料、容易分心），能舉例說明；結尾總結；說話流暢，聲線清晰。',
    }),
  },

  // 連線 CONNECTING
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['看圖識字'],
    content: q.connecting({
      title: '把詞語和圖畫連起來。',
      body: '看圖，把左邊的詞語和右邊的圖畫連起來。',
      pairs: [
        ['太陽', pic('sun.svg')],
        ['月亮', pic('moon.svg')],
        ['星星', pic('star.svg')],
      ],
      rightOrder: [2, 0, 1],
      analysis: '太陽是圓形、會發光發熱的；月亮常畫成彎彎的月牙；星星有五個尖角。',
    }),
  },
  {
    gradeCode: 3,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['量詞'],
    content: q.connecting({
      title: '把量詞和適當的名詞連起來。',
      body: '連一連。',
      pairs: [
        ['一匹', '馬'],
        ['一條', '魚'],
        ['一架', '飛機'],
        ['一把', '雨傘'],
      ],
      rightOrder: [3, 2, 0, 1],
      analysis:
        '「匹」用於馬；「條」用於細長的東西，如魚；「架」用於有支架或機械的東西，如飛機；「把」用於有把手的東西，如雨傘。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['文學常識'],
    content: q.connecting({
      title: '把作者和作品連起來。',
      body: '連一連。',
      pairs: [
        ['朱自清', '《背影》'],
        ['魯迅', '《孔乙己》'],
        ['李白', '《靜夜思》'],
        ['孟浩然', '《春曉》'],
      ],
      rightOrder: [2, 3, 1, 0],
      analysis:
        '《背影》是朱自清的散文；《孔乙己》是魯迅的小說；《靜夜思》是唐代詩人李白的作品；《春曉》是唐代詩人孟浩然的作品。',
    }),
  },

  // 配對 MATCHING
  {
    gradeCode: 2,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['近義詞與反義詞'],
    content: q.matching({
      title: '把意思相反的字配對起來。',
      body: '配一配。',
      pairs: [
        ['大', '小'],
        ['高', '矮'],
        ['快', '慢'],
        ['開', '關'],
      ],
      rightOrder: [2, 3, 0, 1],
      analysis: '「大」和「小」、「高」和「矮」、「快」和「慢」、「開」和「關」的意思都相反，是反義詞。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'HKAT',
    knowledgePoints: ['成語'],
    content: q.matching({
      title: '把成語和它的意思配對起來。',
      body: '配一配。',
      pairs: [
        ['守株待兔', '不知變通，妄想不勞而獲'],
        ['亡羊補牢', '出錯後及時補救'],
        ['井底之蛙', '見識狹窄的人'],
        ['對牛彈琴', '對不懂的人講道理，白費心機'],
      ],
      rightOrder: [1, 3, 0, 2],
      analysis:
        '四個成語都出自寓言：農夫守着樹樁等兔子；羊走失後修補羊圈；井裏的青蛙只看見井口大的天；對着牛彈琴，牛聽不懂。',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'A_PLUS',
    knowledgePoints: ['修辭手法'],
    content: q.matching({
      title: '把句子和它運用的修辭手法配對起來。',
      body: '配一配。',
      pairs: [
        ['花兒在風中向我們點頭微笑。', '擬人'],
        ['他的聲音像雷聲一樣響亮。', '明喻'],
        ['我等你等了一萬年！', '誇張'],
        ['難道我們不應該愛護環境嗎？', '反問'],
      ],
      rightOrder: [3, 0, 2, 1],
      analysis:
        '花兒「點頭微笑」是把物當作人寫（擬人）；「像雷聲」有喻詞「像」（明喻）；「一萬年」故意誇大（誇張）；「難道……嗎」以問句表達肯定的意思（反問）。',
    }),
  },

  // 拖拉填充 TEXT_DRAG
  {
    gradeCode: 1,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['詞語運用'],
    content: q.textDrag({
      title: '把詞語拖到適當的位置。',
      body: '早上，[$$]從東方升起；晚上，[$$]掛在天空。',
      options: ['太陽', '月亮', '白雲'],
      answers: [1, 2],
      analysis: '太陽在早上從東方升起；月亮在晚上出現。白雲不會「升起」或在晚上「掛在天空」發光。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['成語', '詞語運用'],
    content: q.textDrag({
      title: '把四字詞語拖到適當的位置。',
      body: '同學們[$$]地聽老師講故事，聽到有趣的地方都[$$]。',
      options: ['聚精會神', '哈哈大笑', '垂頭喪氣'],
      answers: [1, 2],
      analysis:
        '「聚精會神」形容專心，用來修飾「聽」；聽到有趣的地方自然「哈哈大笑」。「垂頭喪氣」表示失望，與句意不符。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['關聯詞'],
    content: q.textDrag({
      title: '把關聯詞拖到適當的位置。',
      body: '[$$]遇到多大的困難，我們[$$]要堅持下去。',
      options: ['無論', '都', '雖然', '因為'],
      answers: [1, 2],
      analysis: '「無論……都……」表示在任何條件下結果都不變（無條件關係），配合「多大的困難」。',
    }),
  },

  // 標點 PUNCTUATION
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['標點符號'],
    content: q.punctuation({
      title: '在適當的位置加上標點符號。',
      body: '把標點符號拖到空格內。',
      key: '媽媽問[作答##：][作答##「]你做完功課了嗎[作答##？][作答##」]',
      analysis:
        '引述別人說的話，先用冒號「：」，再用引號「」把話括起來；媽媽的話是問句，句末用問號「？」，放在下引號之前。',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['標點符號'],
    content: q.punctuation({
      title: '加上標點符號，並在人名和地名下加上專名號（底線）。',
      body: '加標點符號及專名號。',
      key: '[U:小明]和[U:小美]到[U:海洋公園]遊玩[作答##，]他們看見了熊貓[作答##、]海豚和企鵝[作答##。]',
      analysis:
        '人名「小明」、「小美」和地名「海洋公園」要加專名號（底線）；並列的詞語「熊貓」、「海豚」之間用頓號「、」；句子未完用逗號，完結用句號。',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['標點符號'],
    content: q.punctuation({
      title: '在適當的位置加上標點符號。',
      body: '加標點符號。',
      key: '我最近讀了[作答##《]西遊記[作答##》][作答##，]覺得孫悟空非常勇敢[作答##。]',
      analysis: '書名要用書名號《》標示，所以《西遊記》前後要加書名號；前一分句後用逗號，句末用句號。',
    }),
  },

  // 全文標點 PUNCTUATION_ALL
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['標點符號'],
    content: q.punctuationAll({
      title: '為整段文字加上標點符號。',
      body: '加標點符號。',
      key: '今天是星期六[作答##，]爸爸帶我去公園[作答##。]公園裏有很多花[作答##，]有紅色的[作答##、]黃色的和紫色的[作答##。]',
      analysis: '一句話說完用句號；句中停頓用逗號；並列的「紅色的」、「黃色的」之間用頓號。',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['標點符號'],
    content: q.punctuationAll({
      title: '為整段文字加上標點符號，並在地名下加上專名號。',
      body: '加標點符號及專名號。',
      key: '老師說[作答##：][作答##「]明天我們到[U:香港歷史博物館]參觀[作答##，]大家記得帶筆記簿[作答##。][作答##」]',
      analysis:
        '老師說的話用冒號和引號；引號內句子完結的句號放在下引號之前；「香港歷史博物館」是地名，要加專名號。',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['標點符號', '文言文'],
    content: q.punctuationAll({
      title: '為整段文字加上標點符號，並在人名下加上專名號。',
      body: '加標點符號及專名號。',
      key: '[U:孔子]說[作答##：][作答##「]學而不思則罔[作答##，]思而不學則殆[作答##。][作答##」]這句話出自[作答##《]論語[作答##》][作答##。]',
      analysis:
        '引述孔子的話用冒號和引號；兩個分句之間用逗號；《論語》是書名，用書名號；「孔子」是人名，加專名號。',
    }),
  },

  // 閱讀理解 COMBINATION_READING
  {
    gradeCode: 2,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['閱讀理解'],
    content: q.reading({
      title: '閱讀短文，回答問題。',
      body: [
        text(
          '我家有一隻小花貓，名叫咪咪。牠有一身黃白色的毛，眼睛圓圓的。咪咪最喜歡吃魚，吃飽了就躺在窗邊曬太陽。我放學回家，牠會跑到門口迎接我。',
        ),
        picture('cat.svg'),
      ],
      analysis: '答案都可以在短文中找到：名字在第一句，喜歡吃的東西在第三句。',
      children: [
        q.completion({
          title: '',
          body: '小花貓的名字叫[$$]。',
          answers: ['咪咪'],
          analysis: '第一句說「名叫咪咪」。',
        }),
        q.singleChoice({
          title: '',
          body: '咪咪最喜歡吃甚麼？',
          options: ['肉', '魚', '餅乾'],
          answer: 2,
          perRow: 3,
          analysis: '短文說「咪咪最喜歡吃魚」。',
        }),
        q.singleChoice({
          title: '',
          body: '咪咪吃飽後會做甚麼？',
          options: ['在窗邊曬太陽', '跑到門口', '玩毛球'],
          answer: 1,
          perRow: 1,
          analysis: '短文說「吃飽了就躺在窗邊曬太陽」；跑到門口是「我」放學回家時。',
        }),
      ],
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['閱讀理解', '成語'],
    content: q.reading({
      title: '閱讀寓言，回答問題。',
      body: '從前有一個牧羊人，養了幾十隻羊。一天早上，他發現少了一隻羊，原來羊圈破了一個洞，夜裏狼從洞口鑽進來，把羊叼走了。鄰居勸他趕快修補羊圈，他卻說：「羊已經丟了，還修羊圈幹甚麼？」第二天早上，他發現羊又少了一隻。這次他後悔了，立刻把洞堵上。從此，他的羊再也沒有被狼叼走。',
      analysis: '這是「亡羊補牢」的故事：出了問題後及時補救，還不算太遲。',
      children: [
        q.singleChoice({
          title: '',
          body: '羊為甚麼會少了？',
          options: ['羊自己跑掉了', '狼從羊圈的破洞鑽進來叼走了羊', '鄰居偷走了羊'],
          answer: 2,
          perRow: 1,
          analysis: '文中說「羊圈破了一個洞，夜裏狼從洞口鑽進來，把羊叼走了」。',
        }),
        q.completion({
          title: '',
          body: '這個故事的成語是「亡羊補[$$]」。',
          answers: ['牢'],
          analysis: '「牢」指關牲口的圈，「亡羊補牢」即丟了羊後修補羊圈。',
        }),
        q.multipleChoice({
          title: '',
          body: '以下哪些說法是正確的？（答案多於一個）',
          options: ['牧羊人第一次沒有聽鄰居的勸告', '牧羊人一共丟了三隻羊', '牧羊人最後修好了羊圈'],
          answer: [1, 3],
          perRow: 1,
          analysis: '牧羊人第一次拒絕修補，第二天又丟了一隻羊，一共丟了兩隻；之後他把洞堵上了。',
        }),
      ],
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['閱讀理解'],
    content: q.reading({
      title: '閱讀說明文，回答問題。',
      body: '香港濕地公園位於天水圍，佔地六十一公頃，是亞洲首個同類型的大型濕地公園。濕地有「地球之腎」的美譽，能夠過濾污水、調節洪水，又為雀鳥提供棲息地。每年冬季，大批候鳥從北方飛到后海灣一帶過冬，其中包括瀕危的黑臉琵鷺。公園設有觀鳥屋，讓市民在不騷擾雀鳥的情況下觀察牠們。',
      analysis: '說明文的答案要從文中找出準確的資料，注意數字和專有名詞。',
      children: [
        q.completion({
          title: '',
          body: '香港濕地公園位於[$$]，佔地[$$]公頃。',
          answers: ['天水圍', ['六十一', '61']],
          analysis: '第一句說明了公園的位置和面積。',
        }),
        q.multipleChoice({
          title: '',
          body: '根據文章，濕地有哪些作用？（答案多於一個）',
          options: ['過濾污水', '調節洪水', '提供雀鳥棲息地', '發電'],
          answer: [1, 2, 3],
          perRow: 2,
          analysis: '文中列出濕地「能夠過濾污水、調節洪水，又為雀鳥提供棲息地」，沒有提及發電。',
        }),
        q.shortAnswer({
          title: '',
          body: '濕地有甚麼美譽？[$$]',
          answers: [['地球之腎', '「地球之腎」']],
          analysis: '文中說「濕地有『地球之腎』的美譽」，因為它像腎臟一樣過濾污物。',
        }),
      ],
    }),
  },

  // 聆聽 COMBINATION_LISTENING
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['聆聽理解'],
    content: q.listening({
      title: '聆聽錄音，回答問題。',
      body: '可按需要重複播放錄音。',
      titleAudio: 'chinese-listen-title.mp3',
      contentAudio: 'chinese-listen-morning.mp3',
      analysis: '錄音內容：小明今天早上七點起床，吃了一碗麥皮，然後和媽媽一起坐巴士上學。',
      children: [
        q.singleChoice({
          title: '',
          body: '小明今天早上幾點起床？',
          options: ['六點', '七點', '八點'],
          answer: 2,
          perRow: 3,
          analysis: '錄音說「小明今天早上七點起床」。',
        }),
        q.singleChoice({
          title: '',
          body: '小明怎樣上學？',
          options: ['坐巴士', '坐港鐵', '步行'],
          answer: 1,
          perRow: 3,
          analysis: '錄音說他「和媽媽一起坐巴士上學」。',
        }),
      ],
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['聆聽理解'],
    content: q.listening({
      title: '聆聽學校廣播，回答問題。',
      body: '可按需要重複播放錄音。',
      titleAudio: 'chinese-listen-title.mp3',
      contentAudio: 'chinese-listen-notice.mp3',
      analysis:
        '錄音內容：各位同學，本星期五下午三時，學校會在禮堂舉行中文故事演講比賽。參加的同學請在星期三之前，把報名表交給陳老師。',
      children: [
        q.singleChoice({
          title: '',
          body: '比賽在哪裏舉行？',
          options: ['課室', '禮堂', '操場', '圖書館'],
          answer: 2,
          analysis: '廣播說「學校會在禮堂舉行」。',
        }),
        q.completion({
          title: '',
          body: '參加的同學要在星期[$$]之前把報名表交給[$$]老師。',
          answers: [['三', '3'], '陳'],
          analysis: '注意比賽在星期五，但交報名表的期限是星期三。',
        }),
      ],
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['聆聽理解'],
    content: q.listening({
      title: '聆聽天氣報告，回答問題。',
      body: '可按需要重複播放錄音。',
      titleAudio: 'chinese-listen-title.mp3',
      contentAudio: 'chinese-listen-weather.mp3',
      analysis:
        '錄音內容：天文台預測，明天大致多雲，有一兩陣驟雨，氣溫介乎攝氏二十三至二十七度。市民外出時應帶備雨具。',
      children: [
        q.singleChoice({
          title: '',
          body: '明天的天氣怎樣？',
          options: ['天晴', '大致多雲，有一兩陣驟雨', '有雷暴', '寒冷乾燥'],
          answer: 2,
          perRow: 1,
          analysis: '報告說「明天大致多雲，有一兩陣驟雨」。',
        }),
        q.completion({
          title: '',
          body: '明天最高氣溫是攝氏[$$]度。',
          answers: [['二十七', '27']],
          analysis: '氣溫「介乎攝氏二十三至二十七度」，最高是二十七度。',
        }),
        q.shortAnswer({
          title: '',
          body: '市民外出時應帶備甚麼？[$$]',
          answers: [['雨具', '雨傘', '雨衣']],
          analysis: '因為有驟雨，天文台提醒市民「應帶備雨具」。',
        }),
      ],
    }),
  },

  // 圖表 COMBINATION_CHART
  {
    gradeCode: 3,
    textbookType: 'A_PLUS',
    knowledgePoints: ['非連續性文本', '閱讀理解'],
    content: q.chart({
      title: '細看「三年級閱讀龍虎榜」，回答問題。',
      body: [text('下圖顯示三年級各班上個月借閱圖書的數量。'), picture('chinese-reading-chart.svg')],
      analysis: '讀圖表時先看標題和單位，再比較每一項的數值：3A 45本、3B 38本、3C 52本。',
      children: [
        q.singleChoice({
          title: '',
          body: '哪一班借書最多？',
          options: ['3A', '3B', '3C'],
          answer: 3,
          perRow: 3,
          analysis: '3C 借了 52 本，是三班之中最多的。',
        }),
        q.completion({
          title: '',
          body: '3A 班比 3B 班多借了[$$]本書。',
          answers: [['7', '七']],
          analysis: '45 − 38 = 7（本）。',
        }),
      ],
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['非連續性文本'],
    content: q.chart({
      title: '細看書展海報，回答問題。',
      body: [picture('chinese-book-fair.svg')],
      analysis: '海報的重要資料通常包括活動名稱、日期、時間、地點和費用。',
      children: [
        q.singleChoice({
          title: '',
          body: '書展在哪裏舉行？',
          options: ['香港會議展覽中心', '香港中央圖書館', '學校禮堂'],
          answer: 1,
          perRow: 1,
          analysis: '海報的「地點」一欄寫着香港會議展覽中心。',
        }),
        q.completion({
          title: '',
          body: '學生憑學生證入場，門票是[$$]元。',
          answers: [['10', '十']],
          analysis: '海報寫着「成人 $25，學生 $10」。',
        }),
        q.singleChoice({
          title: '',
          body: '這張海報的主要目的是甚麼？',
          options: ['宣傳書展，吸引市民參觀', '介紹作家的生平', '招聘書展職員'],
          answer: 1,
          perRow: 1,
          analysis: '海報列出活動資料和亮點，目的是宣傳書展。',
        }),
      ],
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['非連續性文本', '閱讀理解'],
    content: q.chart({
      title: '細看調查結果，回答問題。',
      body: [
        text('某中學訪問了二百名中三學生每天使用智能手機的時間，結果如下圖。'),
        picture('chinese-phone-survey.svg'),
      ],
      analysis: '百分比的總和是 100%；比較各組別，找出最多和最少的一項，再從數據推論。',
      children: [
        q.singleChoice({
          title: '',
          body: '最多學生每天使用手機多久？',
          options: ['少於1小時', '1至3小時', '3至5小時', '多於5小時'],
          answer: 2,
          analysis: '「1至3小時」佔 45%，是最大的組別。',
        }),
        q.completion({
          title: '',
          body: '每天使用手機多於5小時的學生佔[$$]%。',
          answers: ['15'],
          analysis: '圖中「多於5小時」一項是 15%。',
        }),
        q.shortAnswer({
          title: '',
          body: '根據調查，每天使用手機三小時或以上的學生共佔多少？[$$]%',
          answers: [['45', '45%']],
          analysis: '「3至5小時」30% 加「多於5小時」15%，共 45%。',
        }),
      ],
    }),
  },
];
