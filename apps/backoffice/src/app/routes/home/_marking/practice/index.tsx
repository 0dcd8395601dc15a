import { createFileRoute } from '@tanstack/react-router';
import { practiceListRoute } from '../../../../route-families/marking';

export const Route = createFileRoute('/home/_marking/practice/')(practiceListRoute());
