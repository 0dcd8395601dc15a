import { i18n } from '@lingui/core';
import { messages as en } from './course-en/messages';
import { messages as hk } from './course-hk/messages';

/*
 * Texts of the course pages (course management, previews, publishing, task sheets, distribution),
 * loaded with their code rather than with the login page: merged into the app's catalogs when the
 * first of these pages loads, then the active locale is re-activated so the page renders in it.
 */
i18n.load({ en, hk });
if (i18n.locale) i18n.activate(i18n.locale);
