#!/bin/sh
# Regenerates the bank's recordings in apps/server/assets/media/audio with espeak-ng (Cantonese voice
# for Chinese and Mathematics, British English for English) and lame: mono, 32 kbit/s.
# Needs: apt-get install espeak-ng lame. The texts are the ones quoted in each question's analysis.
set -eu
out="$(dirname "$0")/../../../../assets/media/audio"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

say() { # file voice speed text
  espeak-ng -v "$2" -s "$3" -w "$tmp/clip.wav" "$4"
  lame --quiet -m m -b 32 "$tmp/clip.wav" "$out/$1"
}

say chinese-listen-title.mp3 yue 150 '請留心聆聽錄音，然後回答問題。'
say chinese-listen-morning.mp3 yue 140 '小明今天早上七點起床，吃了一碗麥皮，然後和媽媽一起坐巴士上學。'
say chinese-listen-notice.mp3 yue 140 '各位同學，本星期五下午三時，學校會在禮堂舉行中文故事演講比賽。參加的同學請在星期三之前，把報名表交給陳老師。'
say chinese-listen-weather.mp3 yue 140 '天文台預測，明天大致多雲，有一兩陣驟雨，氣溫介乎攝氏二十三至二十七度。市民外出時應帶備雨具。'
say chinese-read-aloud.mp3 yue 130 '春天來了，公園裏開滿了五顏六色的花。小鳥在樹上唱歌，小朋友在草地上放風箏，大家都笑得很開心。'

say english-listen-title.mp3 en-gb 150 'Listen to the recording and answer the questions.'
say english-listen-pet.mp3 en-gb 140 "Hi, I'm Sam. I have a pet dog. His name is Lucky. He is brown and white. He likes to play ball in the park."
say english-listen-picnic.mp3 en-gb 140 'Good morning, everyone. The school picnic will be on Friday, the twelfth of May. Please be at the school gate at half past eight. Remember to bring a hat, some water and your lunch.'
say english-listen-library.mp3 en-gb 140 'Hello, this is Daniel from City Library. The book you reserved, The Secret Garden, is now ready. Please collect it before the twentieth of June. We are open from ten a.m. to eight p.m. Thank you.'
say english-dictation.mp3 en-gb 120 'Number one. Library. Library. Number two. Museum. Museum.'
say english-read-aloud.mp3 en-gb 135 "Every morning, Ken wakes up at seven o'clock. He brushes his teeth, eats breakfast with his family and walks to school with his friend Leo."

say math-listen-title.mp3 yue 150 '口算練習。請留心聆聽題目，然後寫出答案。'
say math-listen-sweets.mp3 yue 140 '第一題，小華有十五粒糖，吃了六粒，還剩下多少粒？第二題，一枝筆三元，買四枝要多少元？'
say math-listen-division.mp3 yue 140 '第一題，四十八除以六等於多少？第二題，一日有幾多小時？第三題，下午兩點鐘再過三小時，是下午幾點鐘？'
say math-listen-profit.mp3 yue 140 '一件貨品的成本是八十元，以一百元售出。第一題，盈利是多少元？第二題，盈利百分率是多少？'
