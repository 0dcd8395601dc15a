import type { PictureMarking } from '@harbour/api-client';
import { PhotoMarks } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';

/** The photos of an answer as the teacher marked them: turned as marked, with the marks drawn over them. */
export default function MarkedPhotos({
  pictures,
  serialNo,
}: {
  pictures: PictureMarking[];
  serialNo: number;
}) {
  const { t } = useLingui();
  return (
    <div className="st-marked-photos">
      <h3>
        <Trans>Your photos as the teacher marked them</Trans>
      </h3>
      <ul>
        {pictures.map((picture, index) => {
          const number = index + 1;
          return (
            <li key={picture.imgUrl}>
              <PhotoMarks
                src={picture.imgUrl}
                name={t`Photo ${number} of question ${serialNo}`}
                marking={{ rotation: picture.rotation, marks: picture.marks }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
