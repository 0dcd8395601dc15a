import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { uiMessages } from './src/i18n/messages';

i18n.load(uiMessages);
i18n.activate('en');
