//go:build unix && !linux

package store

import "os"

// allocate gives f size bytes of disk blocks, by writing zeros (there is
// no portable fallocate).
func allocate(f *os.File, size int64) error {
	zeros := make([]byte, 1<<16)
	for off := int64(0); off < size; off += int64(len(zeros)) {
		n := min(int64(len(zeros)), size-off)
		if _, err := f.WriteAt(zeros[:n], off); err != nil {
			return err
		}
	}
	return nil
}
