import { questionEngineMessages } from '@harbour/question-engine';
import { i18n } from '../shared/i18n';

/**
 * Loads the question engine's catalogs next to the app's and the widgets' (which ./i18n loads).
 * For Storybook, which shows every package's stories at once; the app loads the engine's catalogs
 * with the engine's code.
 */
export function loadAllCatalogs(): void {
  i18n.load(questionEngineMessages);
}
