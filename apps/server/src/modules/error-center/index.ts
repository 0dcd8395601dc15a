// The mistakes centre: a class's wrong and part-right answers by knowledge point and by question,
// one question with every student's wrong answer, and the follow-up published to the students who got it wrong.
export { errorCenterRoutes } from './routes';
