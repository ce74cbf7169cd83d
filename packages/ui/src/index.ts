export { cn } from './lib/cn';

export {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './components/alert-dialog';
export { Badge } from './components/badge';
export { Button, buttonVariants } from './components/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card';
export { DataTable, type DataTableColumn } from './components/data-table';
export {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './components/dialog';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/dropdown-menu';
export { ConfirmPhraseField, FormField, type FormFieldProps } from './components/form-field';
export { Input } from './components/input';
export { Label } from './components/label';
export { NativeSelect } from './components/native-select';
export { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './components/select';
export { Skeleton } from './components/skeleton';
export { Textarea } from './components/textarea';
export { toast, type ToastOptions } from './components/toast-store';
export { Tooltip } from './components/tooltip';
