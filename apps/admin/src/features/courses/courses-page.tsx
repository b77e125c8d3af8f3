import { useParams } from 'react-router';
import { CourseDetail } from './course-detail';
import { CourseList } from './course-list';

/** '/admin/courses' lists every field's course; '/admin/courses/<id>' is one course (content, admin). */
export default function CoursesPage() {
  const id = Number(useParams()['*']);
  return Number.isInteger(id) && id > 0 ? <CourseDetail id={id} /> : <CourseList />;
}
