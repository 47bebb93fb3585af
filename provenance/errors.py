"""The one exception the CLI turns into a clear line and exit code 2."""

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class BadInput(Exception):
    """Input the tool cannot use: the message is the whole explanation a user sees.

    Raised before anything is written, so a batch can report it and go on with
    the next file while the database stays as it was.
    """


@contextmanager
def reading(path: Path | str, folder: str = "is a folder") -> Iterator[None]:
    """Say why ``path`` could not be read as BadInput: the OS's exceptions are not for users.

    ``folder`` is the reason given when a folder stands where a file was expected, as
    each caller knows best what kind of file it wanted.
    """
    try:
        yield
    except FileNotFoundError:
        raise BadInput(f"{path}: no such file") from None
    except IsADirectoryError:
        raise BadInput(f"{path}: {folder}") from None
    except OSError as exc:
        raise BadInput(f"{path}: cannot read ({exc.strerror or exc})") from None
