import type { ModuleName } from '@academy/shared/roles';
import type { LucideIcon } from 'lucide-react';
// One file per icon, so the bundle carries only these, and only the signed-in app's chunk imports this file.
import BookOpen from 'lucide-react/icons/book-open';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarRange from 'lucide-react/icons/calendar-range';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Library from 'lucide-react/icons/library';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Newspaper from 'lucide-react/icons/newspaper';
import Presentation from 'lucide-react/icons/presentation';
import School from 'lucide-react/icons/school';
import ScrollText from 'lucide-react/icons/scroll-text';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';

const MODULE_ICONS: Record<ModuleName, LucideIcon> = {
  Dashboard: LayoutDashboard,
  Assignments: ClipboardList,
  Attendance: CalendarCheck,
  Calendar: CalendarDays,
  Classes: School,
  Courses: BookOpen,
  Fees: Wallet,
  Lessons: Clock,
  Messages: MessagesSquare,
  Newsfeed: Newspaper,
  Parents: Users,
  Reports: ScrollText,
  Staff: BriefcaseBusiness,
  Students: GraduationCap,
  Subjects: Library,
  Teachers: Presentation,
  Terms: CalendarRange,
};

/** A module's icon; decorative, as the link or heading beside it carries the module's name. */
export function ModuleIcon({ module, size = 20 }: { module: ModuleName; size?: number }) {
  const Icon = MODULE_ICONS[module];
  return <Icon size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
