import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { configure } from '@testing-library/react';
import { uiMessages } from './src/i18n/catalogs';

i18n.load(uiMessages);
i18n.activate('en');

// The machines here are shared and often loaded: give findBy/waitFor room before they fail.
configure({ asyncUtilTimeout: 5000 });
