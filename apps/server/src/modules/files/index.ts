// The files module: upload calls, and the one way other modules store an uploaded file.
export { commitUpload, type UploadToCommit } from './commit';
export { keyOfUrl, storedMediaAnswers, viewableMediaAnswer } from './media';
export { filesRoutes } from './routes';
export { uploadOwnerOf } from './uploads';
