import { createFileRoute } from '@tanstack/react-router';
import { studentDetailRoute } from '../../../../route-families/report';

export const Route = createFileRoute('/home/_report/reportCenter/ePracticeStudentDetail')(
  studentDetailRoute('ePractice'),
);
