import { createFileRoute } from '@tanstack/react-router';
import { seeQuestionRoute } from '../../../../route-families/error-center';

export const Route = createFileRoute('/home/_errorCenter/errorCenter/seeQuestion')(seeQuestionRoute());
