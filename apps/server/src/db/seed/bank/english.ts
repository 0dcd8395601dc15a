import { audio, type BankItem, builders, pic, picture, text } from './build';

/** Knowledge points of English Language the bank is tagged with. */
export const ENGLISH_KNOWLEDGE_POINTS = [
  'Vocabulary',
  'Spelling',
  'Articles',
  'Nouns',
  'Adjectives',
  'Prepositions',
  'Conjunctions',
  'Connectives',
  'Present simple',
  'Past simple',
  'Present perfect',
  'Passive voice',
  'Question words',
  'Sentence structure',
  'Punctuation',
  'Reading comprehension',
  'Listening',
  'Writing',
  'Speaking',
  'Phrasal verbs',
  'Word formation',
  'Data and charts',
] as const;

/** The question builders of English. */
const q = builders('ENGLISH');

/** The English bank: at least three questions of every type, P1 to S3. */
export const ENGLISH_BANK: BankItem[] = [
  // SINGLE_CHOICE
  {
    gradeCode: 1,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Vocabulary', 'Articles'],
    content: q.singleChoice({
      title: 'Look at the picture. Choose the correct answer.',
      body: [text('What is this?'), picture('apple.svg')],
      options: ['It is an apple.', 'It is a banana.', 'It is an orange.'],
      answer: 1,
      perRow: 1,
      analysis:
        'The picture shows a red, round fruit with a stalk and a leaf: an apple. We say "an apple" because "apple" begins with a vowel sound.',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Past simple'],
    content: q.singleChoice({
      title: 'Choose the correct word.',
      body: 'Yesterday we ___ to the beach with our cousins.',
      options: ['go', 'went', 'gone', 'going'],
      answer: 2,
      analysis:
        '"Yesterday" tells us the action is finished, so we use the past simple. The past simple of "go" is "went".',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Present perfect'],
    content: q.singleChoice({
      title: 'Choose the correct answer.',
      body: 'She ___ in Hong Kong since 2015.',
      options: ['lives', 'lived', 'has lived', 'is living'],
      answer: 3,
      analysis:
        '"Since 2015" shows an action that started in the past and continues now, so we use the present perfect: "has lived".',
    }),
  },

  // MULTIPLE_CHOICE
  {
    gradeCode: 2,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Vocabulary'],
    content: q.multipleChoice({
      title: 'Choose all the correct answers.',
      body: 'Which of these are animals?',
      options: ['tiger', 'table', 'rabbit', 'pencil', 'duck'],
      answer: [1, 3, 5],
      perRow: 3,
      analysis: 'A tiger, a rabbit and a duck are animals. A table and a pencil are things.',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Adjectives'],
    content: q.multipleChoice({
      title: 'Choose all the adjectives.',
      body: 'The tall boy has a small, brown dog.',
      options: ['tall', 'boy', 'small', 'brown', 'has'],
      answer: [1, 3, 4],
      perRow: 3,
      analysis:
        'Adjectives describe nouns: "tall" describes the boy; "small" and "brown" describe the dog. "Boy" is a noun and "has" is a verb.',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Nouns'],
    content: q.multipleChoice({
      title: 'Choose all the correct answers.',
      body: 'Which of these nouns are uncountable?',
      options: ['water', 'chair', 'information', 'advice', 'apple'],
      answer: [1, 3, 4],
      perRow: 3,
      analysis:
        'Uncountable nouns have no plural form and do not take "a/an": water, information, advice. We can count chairs and apples.',
    }),
  },

  // COMPLETION
  {
    gradeCode: 3,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Vocabulary'],
    content: q.completion({
      title: 'Fill in the blanks.',
      body: 'A baby cat is called a [$$] and a baby sheep is called a [$$].',
      answers: [['kitten', 'kitty'], 'lamb'],
      analysis:
        'Baby animals often have their own names: a baby cat is a kitten, a baby sheep is a lamb, a baby dog is a puppy.',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'HKAT',
    knowledgePoints: ['Spelling', 'Listening'],
    content: q.completion({
      title: 'Dictation: listen and write the words you hear.',
      body: [text('Word 1: [$$]　Word 2: [$$]'), audio('english-dictation.mp3')],
      answers: ['library', 'museum'],
      analysis:
        'The recording says: "Number one, library. Number two, museum." Remember the "r" after "b" in li-b-r-ary, and "eu" in mus-eu-m.',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Passive voice', 'Past simple'],
    content: q.completion({
      title: 'Fill in the blanks with the correct form of the verbs in brackets.',
      body: 'The Star Ferry [$$] (start) its service in 1888. Today it [$$] (use) by thousands of people every day.',
      answers: ['started', 'is used'],
      analysis:
        'The first sentence is about a finished past event (in 1888): past simple "started". In the second, the ferry receives the action and it happens now: present simple passive "is used".',
    }),
  },

  // CHOICE_COMPLETION
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Articles'],
    content: q.choiceCompletion({
      title: 'Choose the correct word for each gap.',
      body: 'I have [$$] umbrella and [$$] schoolbag.',
      options: ['a', 'an', 'the'],
      answers: ['an', 'a'],
      analysis: 'Use "an" before a vowel sound (an umbrella) and "a" before a consonant sound (a schoolbag).',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Prepositions'],
    content: q.choiceCompletion({
      title: 'Look at the picture. Choose the correct preposition for each gap.',
      body: [text('The cat is [$$] the box. The ball is [$$] the table.'), picture('cat-box.svg')],
      options: ['in', 'on', 'under'],
      answers: ['in', 'under'],
      analysis: 'In the picture the cat sits inside the box (in), and the ball is below the table (under).',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Conjunctions'],
    content: q.choiceCompletion({
      title: 'Choose the correct conjunction for each gap.',
      body: 'I wanted to go hiking, [$$] it was raining heavily. I stayed at home [$$] I did not want to get wet.',
      options: ['but', 'because', 'so'],
      answers: ['but', 'because'],
      analysis:
        '"But" joins two contrasting ideas (wanted to go / it was raining). "Because" gives a reason (why I stayed at home).',
    }),
  },

  // SHORT_ANSWER
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Question words', 'Reading comprehension'],
    content: q.shortAnswer({
      title: 'Read and answer the questions.',
      body: 'Amy lives in Sha Tin. She goes to school by MTR every day.<br>Where does Amy live? [$$]<br>How does she go to school? [$$]',
      answers: [
        ['Sha Tin', 'in Sha Tin', 'She lives in Sha Tin.', 'She lives in Sha Tin'],
        ['by MTR', 'MTR', 'by train', 'She goes to school by MTR.', 'She goes to school by MTR'],
      ],
      analysis: '"Where" asks about a place: Sha Tin. "How" asks about the way: by MTR.',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Vocabulary'],
    content: q.shortAnswer({
      title: 'Answer the question.',
      body: 'Name two things we can recycle. [$$] [$$]',
      answers: [
        [
          'paper',
          'newspapers',
          'plastic',
          'plastic bottles',
          'bottles',
          'cans',
          'aluminium cans',
          'glass',
          'glass bottles',
          'metal',
          'clothes',
        ],
        [
          'paper',
          'newspapers',
          'plastic',
          'plastic bottles',
          'bottles',
          'cans',
          'aluminium cans',
          'glass',
          'glass bottles',
          'metal',
          'clothes',
        ],
      ],
      analysis:
        'In Hong Kong we can put paper (blue bin), aluminium cans (yellow bin) and plastic bottles (brown bin) into recycling bins. Glass bottles and old clothes can be recycled too. Give two different things.',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['Past simple', 'Present perfect'],
    content: q.shortAnswer({
      title: 'Write the past participle of each verb.',
      body: 'write → [$$]　choose → [$$]',
      answers: ['written', 'chosen'],
      analysis:
        'Both are irregular verbs: write – wrote – written; choose – chose – chosen. Note the double "t" in "written".',
    }),
  },

  // ESSAY
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Writing'],
    content: q.essay({
      title: 'Writing',
      body: 'Write about your favourite animal. What does it look like? What does it eat? Why do you like it? Write at least 50 words.',
      wordsLimit: 120,
      openingSentence: 'My favourite animal is',
      analysis:
        'Marking guide: answer all three questions (looks, food, reason); use adjectives (big, soft, brown); use the present simple ("It eats ..."); start sentences with capital letters and end them with full stops.',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Writing'],
    content: q.essay({
      title: 'Writing: an email',
      body: 'Your pen pal Sarah lives in London. Write an email to tell her about a festival in Hong Kong, for example the Mid-Autumn Festival. Write about 120 words.',
      wordsLimit: 200,
      openingSentence: 'Dear Sarah,',
      analysis:
        'Marking guide: email format (greeting, paragraphs, closing such as "Best wishes"); say when the festival is, what people do and eat (mooncakes, lanterns), and how you celebrate; ask Sarah a question to end.',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Writing'],
    content: q.essay({
      title: 'Writing: an argumentative essay',
      body: 'Should secondary students be allowed to wear casual clothes instead of school uniforms? Write an essay of about 250 words giving your opinion and reasons.',
      wordsLimit: 350,
      analysis:
        'Marking guide: a clear position in the introduction; two or three body paragraphs, each with a topic sentence, reason and example; a counter-argument and a reply; a conclusion restating the view; connectives such as "Firstly", "Moreover", "However".',
    }),
  },

  // LONG_ANSWER
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Writing', 'Present simple'],
    content: q.longAnswer({
      title: 'Answer in full sentences.',
      body: 'What do you usually do after school? Write at least four sentences.',
      wordsLimit: 80,
      analysis:
        'Model answer: After school I usually go home by bus. First I have a snack. Then I do my homework. At six o\'clock I play the piano, and after dinner I watch TV with my family. (Use the present simple and time words such as "first", "then", "after dinner".)',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['Writing'],
    content: q.longAnswer({
      title: 'Answer in full sentences.',
      body: 'Explain two ways students can save energy at school.',
      wordsLimit: 120,
      analysis:
        'Model answer: Firstly, students can switch off the lights and fans when they leave the classroom, because electricity is wasted in empty rooms. Secondly, they can set the air conditioner to 25°C instead of a lower temperature, which uses less energy.',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Writing', 'Past simple'],
    content: q.longAnswer({
      title: 'Answer in a paragraph.',
      body: 'Describe a person who has influenced you and explain how he or she has changed you.',
      wordsLimit: 180,
      analysis:
        'A good answer names the person and the relationship, describes one or two specific events (past simple), and explains the change in you (present perfect: "Since then, I have become more patient").',
    }),
  },

  // RECOMBINE_SENTENCE
  {
    gradeCode: 1,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Sentence structure'],
    content: q.recombineSentence({
      title: 'Put the words in the right order.',
      body: 'Make a sentence.',
      order: ['I', 'can', 'see', 'a', 'bird.'],
      analysis: 'A sentence starts with a capital letter and ends with a full stop: "I can see a bird."',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Sentence structure', 'Present simple'],
    content: q.recombineSentence({
      title: 'Put the words in the right order.',
      body: 'Make a sentence.',
      order: ['Tom', 'is', 'playing', 'football', 'in the park.'],
      analysis:
        'Subject (Tom) + present continuous verb (is playing) + object (football) + place (in the park).',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['Question words', 'Past simple'],
    content: q.recombineSentence({
      title: 'Put the words in the right order to make a question.',
      body: 'Make a question.',
      order: ['Where', 'did', 'you', 'go', 'last summer?'],
      analysis:
        'A wh-question in the past simple: question word (Where) + did + subject (you) + base verb (go) + time (last summer)?',
    }),
  },

  // SPEAKING
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Speaking'],
    content: q.speaking({
      title: 'Look and talk.',
      body: [
        text('Look at the picture. Tell us what you can see. Say at least three sentences.'),
        picture('park-kite.svg'),
      ],
      analysis:
        'Useful sentences: "I can see a park." "A boy is flying a kite." "The sun is shining." "There are trees and flowers."',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Speaking'],
    content: q.speaking({
      title: 'Read aloud.',
      body: [
        text(
          "Listen to the model first. Then read the passage aloud.<br>Every morning, Ken wakes up at seven o'clock. He brushes his teeth, eats breakfast with his family and walks to school with his friend Leo.",
        ),
        audio('english-read-aloud.mp3', 'PREVIEW'),
      ],
      analysis:
        'Marking guide: clear pronunciation of final sounds ("wakes", "brushes"), pauses at commas and full stops, natural stress and intonation.',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Speaking'],
    content: q.speaking({
      title: 'Individual presentation',
      body: 'Talk about your favourite book for one minute. Say what it is about, who the main character is and why you recommend it.',
      analysis:
        'Marking guide: a clear opening ("I would like to talk about ..."), content covering all three points, linking words ("Besides", "Most importantly"), eye contact and fluency.',
    }),
  },

  // CONNECTING
  {
    gradeCode: 1,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Vocabulary'],
    content: q.connecting({
      title: 'Match the words with the pictures.',
      body: 'Connect each word to its picture.',
      pairs: [
        ['apple', pic('apple.svg')],
        ['banana', pic('banana.svg')],
        ['orange', pic('orange.svg')],
      ],
      rightOrder: [1, 2, 0],
      analysis: 'An apple is red and round, a banana is long and yellow, and an orange is round and orange.',
    }),
  },
  {
    gradeCode: 3,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Question words'],
    content: q.connecting({
      title: 'Match the questions with the answers.',
      body: 'Connect the pairs.',
      pairs: [
        ['How are you?', "I'm fine, thank you."],
        ["What's your name?", 'My name is Ken.'],
        ['How old are you?', "I'm eight."],
        ['Where do you live?', 'In Tai Po.'],
      ],
      rightOrder: [2, 3, 0, 1],
      analysis:
        '"How are you?" asks about feelings; "What" asks for a name; "How old" asks about age; "Where" asks about a place.',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Phrasal verbs'],
    content: q.connecting({
      title: 'Match the phrasal verbs with their meanings.',
      body: 'Connect the pairs.',
      pairs: [
        ['look after', 'take care of'],
        ['give up', 'stop trying'],
        ['turn down', 'refuse'],
        ['find out', 'discover'],
      ],
      rightOrder: [3, 0, 2, 1],
      analysis:
        'e.g. "She looks after her little brother." "Never give up!" "He turned down the offer." "I found out the truth."',
    }),
  },

  // MATCHING
  {
    gradeCode: 2,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Adjectives'],
    content: q.matching({
      title: 'Match the opposites.',
      body: 'Match each word with its opposite.',
      pairs: [
        ['hot', 'cold'],
        ['big', 'small'],
        ['happy', 'sad'],
        ['fast', 'slow'],
      ],
      rightOrder: [3, 2, 0, 1],
      analysis: 'Opposites have contrary meanings: hot – cold, big – small, happy – sad, fast – slow.',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'HKAT',
    knowledgePoints: ['Past simple'],
    content: q.matching({
      title: 'Match the verbs with their past simple forms.',
      body: 'Match the pairs.',
      pairs: [
        ['go', 'went'],
        ['eat', 'ate'],
        ['see', 'saw'],
        ['buy', 'bought'],
      ],
      rightOrder: [2, 0, 3, 1],
      analysis: 'These are irregular verbs: their past simple forms do not end in -ed.',
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Word formation'],
    content: q.matching({
      title: 'Match the verbs with their noun forms.',
      body: 'Match the pairs.',
      pairs: [
        ['decide', 'decision'],
        ['arrive', 'arrival'],
        ['improve', 'improvement'],
        ['describe', 'description'],
      ],
      rightOrder: [2, 3, 1, 0],
      analysis:
        'Nouns are formed with suffixes: -sion (decision), -al (arrival), -ment (improvement), -tion (description).',
    }),
  },

  // TEXT_DRAG
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Vocabulary'],
    content: q.textDrag({
      title: 'Drag the words into the gaps.',
      body: "It is cold today. Put on your [$$]. It is hot today. Let's eat some [$$].",
      options: ['coat', 'ice cream', 'umbrella'],
      answers: [1, 2],
      analysis:
        'We wear a coat when it is cold, and we eat ice cream when it is hot. An umbrella is for rainy days.',
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Adjectives'],
    content: q.textDrag({
      title: 'Drag the comparatives into the gaps.',
      body: 'An elephant is [$$] than a mouse. A cheetah runs [$$] than a tortoise.',
      options: ['bigger', 'faster', 'smaller'],
      answers: [1, 2],
      analysis:
        'Comparatives compare two things: an elephant is bigger than a mouse; a cheetah is faster than a tortoise. Short adjectives add -er (big → bigger, with a double g).',
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Connectives'],
    content: q.textDrag({
      title: 'Drag the connectives into the gaps.',
      body: '[$$], mix the flour, sugar and eggs in a bowl. [$$], bake the cake for 30 minutes.',
      options: ['First', 'Finally', 'However'],
      answers: [1, 2],
      analysis:
        'Instructions use sequence connectives: "First" for the first step and "Finally" for the last. "However" shows contrast, not order.',
    }),
  },

  // PUNCTUATION
  {
    gradeCode: 2,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Punctuation'],
    content: q.punctuation({
      title: 'Add the missing punctuation marks.',
      body: 'Put a question mark or a full stop in each box.',
      key: 'Where is my schoolbag[作答##?] It is under the desk[作答##.]',
      analysis: 'A question ends with a question mark (?). A statement ends with a full stop (.).',
    }),
  },
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Punctuation'],
    content: q.punctuation({
      title: 'Add the missing punctuation marks.',
      body: 'Punctuate the direct speech.',
      key: 'Mum shouted[作答##,] [作答##"]Be careful[作答##!][作答##"]',
      analysis:
        'Put a comma after the reporting verb ("shouted,"), open and close the spoken words with quotation marks, and put the exclamation mark inside the closing quotation mark.',
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'HKAT',
    knowledgePoints: ['Punctuation'],
    content: q.punctuation({
      title: 'Add the missing punctuation marks and underline the title of the book.',
      body: 'Punctuate and underline.',
      key: "My favourite book is [U:Charlotte's Web][作答##.] Have you read it[作答##?]",
      analysis:
        "In handwriting, titles of books are underlined (in print they are in italics): Charlotte's Web. The statement ends with a full stop and the question with a question mark.",
    }),
  },

  // PUNCTUATION_ALL
  {
    gradeCode: 3,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Punctuation'],
    content: q.punctuationAll({
      title: 'Punctuate the whole passage.',
      body: 'Add commas and full stops.',
      key: 'On Sunday[作答##,] I went to the park with my sister[作答##.] We flew a kite[作答##,] played football and ate sandwiches[作答##.]',
      analysis:
        'Use a comma after an opening time phrase ("On Sunday,") and between items in a list ("flew a kite, played football and ..."). Each sentence ends with a full stop.',
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Punctuation'],
    content: q.punctuationAll({
      title: 'Punctuate the whole passage.',
      body: 'Add quotation marks and end punctuation.',
      key: '[作答##"]Can you help me[作答##?][作答##"] asked Ben[作答##.] [作答##"]Of course[作答##!][作答##"] said Lily[作答##.]',
      analysis:
        "Each speaker's words go inside quotation marks. The question mark and exclamation mark belong to the spoken words, so they go inside the closing quotation marks; each sentence ends with a full stop after the reporting clause.",
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['Punctuation'],
    content: q.punctuationAll({
      title: 'Punctuate the whole passage.',
      body: 'Add an apostrophe, a semicolon, a comma and a full stop.',
      key: "The students[作答##'] projects were excellent[作答##;] however[作答##,] two of them were handed in late[作答##.]",
      analysis:
        'The projects belong to many students, so the apostrophe goes after the plural "s" (students\'). A semicolon joins two related main clauses before "however", which is followed by a comma.',
    }),
  },

  // COMBINATION_READING
  {
    gradeCode: 3,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Reading comprehension'],
    content: q.reading({
      title: 'Read the story and answer the questions.',
      body: "Today is Mia's birthday. She is nine years old. Her mum bakes a chocolate cake and her dad buys her a blue bicycle. In the afternoon, Mia's friends Sam and Lucy come to her party. They sing songs and play games. Mia is very happy.",
      analysis:
        'All the answers are in the story. Read each question, find the key word (age, present, friends) and look for it in the text.',
      children: [
        q.singleChoice({
          title: '',
          body: 'How old is Mia today?',
          options: ['seven', 'eight', 'nine'],
          answer: 3,
          perRow: 3,
          analysis: 'The story says "She is nine years old."',
        }),
        q.completion({
          title: '',
          body: "Mia's dad buys her a blue [$$]. Her friends [$$] and Lucy come to the party.",
          answers: [['bicycle', 'bike'], 'Sam'],
          analysis: '"her dad buys her a blue bicycle" and "Mia\'s friends Sam and Lucy come to her party".',
        }),
        q.multipleChoice({
          title: '',
          body: 'What do the children do at the party? Choose two.',
          options: ['sing songs', 'swim', 'play games', 'watch a film'],
          answer: [1, 3],
          analysis: '"They sing songs and play games."',
        }),
      ],
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Reading comprehension'],
    content: q.reading({
      title: 'Read the diary entry and answer the questions.',
      body: 'Saturday, 14 October<br>Today my class went to Lantau Island. We took the MTR to Tung Chung and then rode the cable car to Ngong Ping. The view of the sea was amazing! We walked up 268 steps to see the Big Buddha. I was tired, but it was worth it. For lunch we ate vegetarian noodles at the monastery. I hope to go back with my family soon.',
      analysis:
        "A diary tells events in time order. Look for the transport, the number of steps and the writer's feelings.",
      children: [
        q.singleChoice({
          title: '',
          body: 'How did the class get from Tung Chung to Ngong Ping?',
          options: ['by bus', 'by cable car', 'by ferry', 'on foot'],
          answer: 2,
          analysis: '"We took the MTR to Tung Chung and then rode the cable car to Ngong Ping."',
        }),
        q.shortAnswer({
          title: '',
          body: 'How many steps did they walk up to see the Big Buddha? [$$]',
          answers: [['268', 'two hundred and sixty-eight']],
          analysis: '"We walked up 268 steps to see the Big Buddha."',
        }),
        q.matching({
          title: '',
          body: 'Match the places with what the class did there.',
          pairs: [
            ['Tung Chung', 'got off the MTR'],
            ['the Big Buddha', 'walked up the steps'],
            ['the monastery', 'ate vegetarian noodles'],
          ],
          rightOrder: [2, 0, 1],
          analysis:
            'Follow the order of the diary: MTR to Tung Chung, steps to the Big Buddha, lunch at the monastery.',
        }),
      ],
    }),
  },
  {
    gradeCode: 9,
    textbookType: 'HKAT',
    knowledgePoints: ['Reading comprehension'],
    content: q.reading({
      title: 'Read the article and answer the questions.',
      body: 'Plastic in Our Oceans<br>Every year, about eleven million tonnes of plastic enter the oceans. Sea turtles often mistake plastic bags for jellyfish and swallow them. Tiny pieces called microplastics are eaten by fish and can end up on our dinner plates. Scientists warn that, by 2050, there could be more plastic than fish in the sea by weight. Everyone can help: carry a reusable bottle, say no to straws and join a beach clean-up.',
      analysis:
        'For factual questions, scan for numbers and names; for vocabulary, use the context of the sentence.',
      children: [
        q.completion({
          title: '',
          body: 'About [$$] million tonnes of plastic enter the oceans every year.',
          answers: [['eleven', '11']],
          analysis: 'The first sentence gives the figure: eleven million tonnes.',
        }),
        q.singleChoice({
          title: '',
          body: 'Why do sea turtles swallow plastic bags?',
          options: [
            'They are very hungry.',
            'They think the bags are jellyfish.',
            'They like the colour.',
            'They use them to build nests.',
          ],
          answer: 2,
          perRow: 1,
          analysis: '"Sea turtles often mistake plastic bags for jellyfish."',
        }),
        q.multipleChoice({
          title: '',
          body: 'Which actions does the writer suggest? Choose all that apply.',
          options: [
            'carry a reusable bottle',
            'say no to straws',
            'buy more bottled water',
            'join a beach clean-up',
          ],
          answer: [1, 2, 4],
          perRow: 1,
          analysis:
            'The last sentence lists three actions: a reusable bottle, no straws and a beach clean-up.',
        }),
      ],
    }),
  },

  // COMBINATION_LISTENING
  {
    gradeCode: 2,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Listening'],
    content: q.listening({
      title: 'Listen and answer the questions.',
      body: 'You may play the recording again if you need to.',
      titleAudio: 'english-listen-title.mp3',
      contentAudio: 'english-listen-pet.mp3',
      analysis:
        'Recording: "Hi, I\'m Sam. I have a pet dog. His name is Lucky. He is brown and white. He likes to play ball in the park."',
      children: [
        q.singleChoice({
          title: '',
          body: "What is the dog's name?",
          options: ['Lucky', 'Sam', 'Lucy'],
          answer: 1,
          perRow: 3,
          analysis: 'Sam says "His name is Lucky."',
        }),
        q.completion({
          title: '',
          body: 'Lucky is brown and [$$]. He likes to play [$$] in the park.',
          answers: ['white', ['ball', 'balls']],
          analysis: '"He is brown and white. He likes to play ball in the park."',
        }),
      ],
    }),
  },
  {
    gradeCode: 5,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Listening'],
    content: q.listening({
      title: 'Listen to the announcement and answer the questions.',
      body: 'You may play the recording again if you need to.',
      titleAudio: 'english-listen-title.mp3',
      contentAudio: 'english-listen-picnic.mp3',
      analysis:
        'Recording: "Good morning, everyone. The school picnic will be on Friday, the twelfth of May. Please be at the school gate at half past eight. Remember to bring a hat, some water and your lunch."',
      children: [
        q.singleChoice({
          title: '',
          body: 'When is the school picnic?',
          options: ['Friday, 12 May', 'Thursday, 12 May', 'Friday, 20 May'],
          answer: 1,
          perRow: 1,
          analysis: '"The school picnic will be on Friday, the twelfth of May."',
        }),
        q.completion({
          title: '',
          body: 'Students must be at the school gate at [$$].',
          answers: [['8:30', 'half past eight', '8.30', 'eight thirty']],
          analysis: '"Half past eight" is 8:30.',
        }),
        q.multipleChoice({
          title: '',
          body: 'What should students bring? Choose all that apply.',
          options: ['a hat', 'an umbrella', 'water', 'lunch'],
          answer: [1, 3, 4],
          analysis: '"Remember to bring a hat, some water and your lunch." An umbrella is not mentioned.',
        }),
      ],
    }),
  },
  {
    gradeCode: 8,
    textbookType: 'HKAT',
    knowledgePoints: ['Listening'],
    content: q.listening({
      title: 'Listen to the phone message and answer the questions.',
      body: 'You may play the recording again if you need to.',
      titleAudio: 'english-listen-title.mp3',
      contentAudio: 'english-listen-library.mp3',
      analysis:
        'Recording: "Hello, this is Daniel from City Library. The book you reserved, The Secret Garden, is now ready. Please collect it before the twentieth of June. We are open from ten a.m. to eight p.m. Thank you."',
      children: [
        q.singleChoice({
          title: '',
          body: 'Who is calling?',
          options: ['a teacher', 'a librarian', 'a bookshop owner', 'a classmate'],
          answer: 2,
          analysis:
            'Daniel is calling "from City Library" about a reserved book, so he works at the library.',
        }),
        q.completion({
          title: '',
          body: 'The reserved book is "The Secret [$$]". Collect it before [$$] June.',
          answers: ['Garden', ['20', '20th', 'the twentieth', 'twentieth']],
          analysis: '"The Secret Garden" ... "before the twentieth of June".',
        }),
      ],
    }),
  },

  // COMBINATION_CHART
  {
    gradeCode: 4,
    textbookType: 'A_PLUS',
    knowledgePoints: ['Data and charts', 'Reading comprehension'],
    content: q.chart({
      title: 'Look at the bar chart and answer the questions.',
      body: [
        text('Class 4A did a survey: How do we come to school?'),
        picture('english-transport-chart.svg'),
      ],
      analysis: 'Read the title and the labels first. Then compare the bars: bus 12, MTR 8, walk 6, car 4.',
      children: [
        q.singleChoice({
          title: '',
          body: 'How do most students come to school?',
          options: ['by bus', 'by MTR', 'on foot', 'by car'],
          answer: 1,
          analysis: 'The bus bar is the tallest: 12 students.',
        }),
        q.completion({
          title: '',
          body: '[$$] students walk to school.',
          answers: [['6', 'six', 'Six']],
          analysis: 'The "walk" bar reaches 6.',
        }),
        q.completion({
          title: '',
          body: 'There are [$$] students in Class 4A.',
          answers: [['30', 'thirty']],
          analysis: '12 + 8 + 6 + 4 = 30 students.',
        }),
      ],
    }),
  },
  {
    gradeCode: 6,
    textbookType: 'WRITING_ZONE',
    knowledgePoints: ['Data and charts', 'Reading comprehension'],
    content: q.chart({
      title: 'Look at the cinema timetable and answer the questions.',
      body: [picture('english-cinema-timetable.svg')],
      analysis: 'A timetable is read across a row (one film) and down a column (one time).',
      children: [
        q.singleChoice({
          title: '',
          body: 'What time does the last show of "Ocean Adventure" start?',
          options: ['2:15 p.m.', '4:30 p.m.', '7:45 p.m.'],
          answer: 3,
          perRow: 3,
          analysis: 'The "Ocean Adventure" row shows 2:15, 4:30 and 7:45; the last one is 7:45 p.m.',
        }),
        q.completion({
          title: '',
          body: '"Robot Friends" is [$$] minutes long.',
          answers: [['95', 'ninety-five']],
          analysis: 'The "Length" column shows 95 min for Robot Friends.',
        }),
        q.shortAnswer({
          title: '',
          body: 'How much is a child ticket? [$$]',
          answers: [['$55', '55', '55 dollars']],
          analysis: 'The prices at the bottom: Adult $85, Child $55.',
        }),
      ],
    }),
  },
  {
    gradeCode: 7,
    textbookType: 'SE_ZONE',
    knowledgePoints: ['Data and charts'],
    content: q.chart({
      title: 'Look at the pie chart and answer the questions.',
      body: [
        text('200 S1 students were asked about their favourite sport.'),
        picture('english-sports-pie.svg'),
      ],
      analysis:
        'A pie chart shows parts of a whole (100%). To find a number of students, multiply the percentage by the total (200).',
      children: [
        q.singleChoice({
          title: '',
          body: 'Which is the most popular sport?',
          options: ['basketball', 'football', 'swimming', 'badminton'],
          answer: 1,
          analysis: 'Basketball has the largest share: 40%.',
        }),
        q.completion({
          title: '',
          body: '[$$] per cent of the students like swimming best.',
          answers: [['20', 'twenty', '20%']],
          analysis: 'The swimming slice is labelled 20%.',
        }),
        q.completion({
          title: '',
          body: '[$$] students chose football.',
          answers: [['50', 'fifty']],
          analysis: 'Football is 25% of 200 students: 200 × 25% = 50.',
        }),
      ],
    }),
  },
];
