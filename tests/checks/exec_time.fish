# RUN: %minnow %s
# time reports wall, user and system time in fish's layout on stderr and
# keeps the job's status.
time sh -c 'exit 3'
echo status $status
not time false
echo status $status
# CHECK: status 3
# CHECK: status 0
# CHECKERR:
# CHECKERR: ________________________________________________________
# CHECKERR: Executed in {{ *[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  )}}    fish           external
# CHECKERR:    usr time{{( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))}}
# CHECKERR:    sys time{{( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))}}
# CHECKERR:
# CHECKERR:
# CHECKERR: ________________________________________________________
# CHECKERR: Executed in {{ *[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  )}}    fish           external
# CHECKERR:    usr time{{( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))}}
# CHECKERR:    sys time{{( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))( +[0-9]+\.[0-9][0-9] (micros|millis|secs  |mins  ))}}
# CHECKERR:
