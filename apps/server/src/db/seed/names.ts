import type { Faker } from '@faker-js/faker';

/** Common Hong Kong surnames with their Cantonese romanisation. */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['陳', 'Chan'],
  ['李', 'Lee'],
  ['張', 'Cheung'],
  ['黃', 'Wong'],
  ['何', 'Ho'],
  ['林', 'Lam'],
  ['劉', 'Lau'],
  ['吳', 'Ng'],
  ['梁', 'Leung'],
  ['鄭', 'Cheng'],
  ['謝', 'Tse'],
  ['郭', 'Kwok'],
  ['馬', 'Ma'],
  ['羅', 'Law'],
  ['蔡', 'Choi'],
  ['周', 'Chow'],
  ['楊', 'Yeung'],
  ['鄧', 'Tang'],
  ['許', 'Hui'],
  ['麥', 'Mak'],
  ['曾', 'Tsang'],
  ['葉', 'Yip'],
  ['蘇', 'So'],
  ['盧', 'Lo'],
];

/** Given names with romanisation, by gender. */
const GIVEN: Record<'MALE' | 'FEMALE', readonly (readonly [string, string])[]> = {
  MALE: [
    ['子軒', 'Tsz Hin'],
    ['浩然', 'Ho Yin'],
    ['俊傑', 'Chun Kit'],
    ['卓謙', 'Cheuk Him'],
    ['家樂', 'Ka Lok'],
    ['志明', 'Chi Ming'],
    ['偉文', 'Wai Man'],
    ['嘉豪', 'Ka Ho'],
    ['天佑', 'Tin Yau'],
    ['健朗', 'Kin Long'],
    ['晉謙', 'Chun Him'],
    ['梓峰', 'Tsz Fung'],
    ['銘軒', 'Ming Hin'],
    ['宇航', 'Yu Hong'],
    ['智聰', 'Chi Chung'],
  ],
  FEMALE: [
    ['嘉欣', 'Ka Yan'],
    ['詠琪', 'Wing Ki'],
    ['思穎', 'Sze Wing'],
    ['凱晴', 'Hoi Ching'],
    ['梓晴', 'Tsz Ching'],
    ['曉彤', 'Hiu Tung'],
    ['樂瑤', 'Lok Yiu'],
    ['穎琳', 'Wing Lam'],
    ['雅婷', 'Nga Ting'],
    ['靖雯', 'Ching Man'],
    ['心悅', 'Sum Yuet'],
    ['卓盈', 'Cheuk Ying'],
    ['芷欣', 'Tsz Yan'],
    ['慧敏', 'Wai Man'],
    ['海琳', 'Hoi Lam'],
  ],
};

export interface PersonName {
  /** Chinese name, surname first. */
  name: string;
  /** English name as Hong Kong schools write it: Western name, surname, romanised given name. */
  nameEn: string;
  gender: 'MALE' | 'FEMALE';
  /** Index of the surname in SURNAMES, to give relatives the same one. */
  surnameIndex: number;
}

/** A realistic Hong Kong name from the seeded generator. */
export function hongKongName(faker: Faker, gender?: 'MALE' | 'FEMALE', surnameIndex?: number): PersonName {
  const sex = gender ?? faker.helpers.arrayElement(['MALE', 'FEMALE'] as const);
  const index = surnameIndex ?? faker.number.int({ min: 0, max: SURNAMES.length - 1 });
  const [surname, surnameEn] = SURNAMES[index] ?? ['陳', 'Chan'];
  const [given, givenEn] = faker.helpers.arrayElement(GIVEN[sex]);
  const western = faker.person.firstName(sex === 'MALE' ? 'male' : 'female');
  return {
    name: `${surname}${given}`,
    nameEn: `${western} ${surnameEn} ${givenEn}`,
    gender: sex,
    surnameIndex: index,
  };
}
