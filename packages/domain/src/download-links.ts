/**
 * Where Chrome for a PC and Harbour's student and school apps are downloaded: the links of the prompt
 * that a feature needs a PC browser or the apps (back-office spec §2; question-engine spec §1 sends
 * students on phones and tablets to the apps).
 */
export const DOWNLOAD_LINKS = {
  windowsChrome: 'https://www.google.com/chrome/?platform=win64',
  macChrome: 'https://www.google.com/chrome/?platform=mac',
  iosStudentApp: 'https://apps.apple.com/hk/search?term=Harbour%20Student',
  androidStudentApp: 'https://play.google.com/store/search?q=Harbour%20Student&c=apps',
  iosSchoolApp: 'https://apps.apple.com/hk/search?term=Harbour%20School',
  androidSchoolApp: 'https://play.google.com/store/search?q=Harbour%20School&c=apps',
} as const;
